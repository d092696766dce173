import type { LinkedPosDevice } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useCheckConnection } from '../api/check-connection';
import { usePosKioskManager } from '../api/pos-kiosk-manager';
import { connectionErrorText } from '../utils/connection-error';
import type { ConnectionTestResult } from '../utils/linked-device';

/**
 * What the kiosk detail page does with the kiosk's POS links: make one primary, switch one on or
 * off and unlink one (each asked first), and test a device's connection.
 */
export function useLinkedDeviceActions(kioskId: string) {
  const { t } = useTranslation();
  const manager = usePosKioskManager();
  const check = useCheckConnection();
  const [unlinking, setUnlinking] = useState<LinkedPosDevice | null>(null);
  const [toggling, setToggling] = useState<{ device: LinkedPosDevice; active: boolean } | null>(null);
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  function setPrimary(d: LinkedPosDevice) {
    manager.mutate(
      { action: 'set_primary', linkId: d.link_id, kioskUserId: kioskId },
      {
        onSuccess: () => toast.success(t('fleet.detail.primarySet')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.setPrimaryError'))),
      },
    );
  }
  function toggle() {
    if (!toggling) return;
    const { device, active } = toggling;
    manager.mutate(
      { action: 'toggle_active', linkId: device.link_id, isActive: active },
      {
        onSuccess: () => {
          toast.success(t(active ? 'fleet.detail.linkActivated' : 'fleet.detail.linkDeactivated'));
          setToggling(null);
        },
        onError: (e) => {
          toast.error(fleetErrorMessage(e, t, t('fleet.detail.statusError')));
          setToggling(null);
        },
      },
    );
  }
  function unlink() {
    if (!unlinking) return;
    manager.mutate(
      { action: 'unlink', linkId: unlinking.link_id },
      {
        onSuccess: () => {
          toast.success(t('fleet.detail.unlinked'));
          setUnlinking(null);
        },
        onError: (e) => {
          toast.error(fleetErrorMessage(e, t, t('fleet.detail.unlinkError')));
          setUnlinking(null);
        },
      },
    );
  }
  function test(d: LinkedPosDevice) {
    setTesting(d.id);
    check.mutate(
      { kioskId, posDeviceId: d.id },
      {
        onSuccess: (info) => setResult({ ok: true, device: d, info }),
        onError: (e) => setResult({ ok: false, device: d, message: connectionErrorText(e, t) }),
        onSettled: () => setTesting(null),
      },
    );
  }
  return {
    pending: manager.isPending,
    unlinking,
    setUnlinking,
    toggling,
    setToggling,
    result,
    testing,
    setPrimary,
    toggle,
    unlink,
    test,
  };
}
