import { useSession } from '@kiosk/ui';
import { useKioskMessages } from '../hooks/use-kiosk-messages';

/** Listens for the administrator's messages while the device is signed in (no visible output). */
export function KioskMessaging() {
  const { status, isKiosk, user } = useSession();
  const kioskId = status === 'signed_in' && isKiosk ? (user?.kiosk?.id ?? null) : null;
  const joined = useKioskMessages(kioskId);
  return <div hidden data-testid="kiosk-messaging" data-state={joined ? 'joined' : 'pending'} />;
}
