import { useSession } from '@kiosk/ui';
import { useEffect, useRef } from 'react';
import { setTillDevice, useTillDevice } from '../../../lib/till-device';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { signInTill } from '../api/sign-in-till';

/**
 * While a staff member is signed in at a till linked to a terminal, the till is signed in as a
 * device (once per terminal; again after "Kasayı kapat" or expiry), so cashiers can then sign in
 * and switch here with their PIN. A failure is quiet: the till works with passwords as before.
 */
export function useTillDeviceRegistration(): void {
  const { status, isStaff, manager } = useSession();
  const terminalId = useTillTerminalId();
  const device = useTillDevice();
  const asked = useRef<string | null>(null);
  const needed =
    status === 'signed_in' && isStaff && terminalId !== null && device?.pos_device_id !== terminalId;

  // a new sign-in asks again (a sign-out may have ended the till's device sign-in)
  useEffect(() => {
    if (status !== 'signed_in') asked.current = null;
  }, [status]);

  useEffect(() => {
    if (!needed || !terminalId || asked.current === terminalId) return;
    asked.current = terminalId;
    signInTill(terminalId)
      .then((made) => {
        // signed out meanwhile ("Çıkış Yap" ends the till's device sign-in too): not kept
        if (manager.getSnapshot().status !== 'signed_in') return;
        setTillDevice({
          token: made.till_token,
          pos_device_id: made.pos_device_id,
          expires_at: made.expires_at,
        });
      })
      .catch(() => {
        asked.current = null;
      });
  }, [needed, terminalId, manager]);
}
