import { useSession } from '@kiosk/ui';
import { Lock, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setLockedBy, useTillDevice } from '../../../lib/till-device';
import { useTillDeviceRegistration } from '../hooks/use-till-device-registration';

const BUTTON =
  'flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl px-2.5 text-white/90 ring-1 ring-white/20 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400';

/**
 * The top bar's "Kasiyer değiştir" and "Kilitle" at a till signed in as a device: both end this
 * person's session in this browser only and show the PIN screen ("Kilitle" opens it at their
 * own PIN pad). Also keeps the till signed in as a device while staff are signed in here.
 */
export function CashierSwitch() {
  const { t } = useTranslation();
  useTillDeviceRegistration();
  const device = useTillDevice();
  const { user, signOut } = useSession();
  if (!device) return null;
  const leave = (lock: boolean) => {
    setLockedBy(lock ? (user?.id ?? null) : null);
    void signOut({ scope: 'local' });
  };
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <button
        type="button"
        onClick={() => leave(false)}
        title={t('sale.tillPin.switch')}
        data-testid="switch-cashier"
        className={BUTTON}
      >
        <UsersRound className="size-4" aria-hidden="true" />
        <span className="sr-only 2xl:not-sr-only 2xl:text-sm">{t('sale.tillPin.switch')}</span>
      </button>
      <button
        type="button"
        onClick={() => leave(true)}
        title={t('sale.tillPin.lock')}
        data-testid="lock-till"
        className={BUTTON}
      >
        <Lock className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('sale.tillPin.lock')}</span>
      </button>
    </div>
  );
}
