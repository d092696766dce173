import { useSession } from '@kiosk/ui';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTillDevice } from '../../../lib/till-device';
import { signOutTill } from '../api/sign-out-till';

/**
 * The top bar's "Çıkış Yap": the person signs out everywhere and the till stops taking PINs (its
 * device sign-in ends too), so the next person signs in with a password. "Kasiyer değiştir" and
 * "Kilitle" are the ways to hand the till over by PIN.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const device = useTillDevice();
  const leave = () => {
    if (device) void signOutTill(device.token);
    void signOut({ scope: 'global' });
  };
  return (
    <button
      type="button"
      onClick={leave}
      title={t('sale.user.signOut')}
      className="flex size-10 shrink-0 items-center justify-center rounded-xl text-white/90 ring-1 ring-white/20 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
    >
      <LogOut className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('sale.user.signOut')}</span>
    </button>
  );
}
