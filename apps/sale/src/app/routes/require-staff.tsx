import { BrandMark, Spinner, useSession } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SaleSignInPage } from '../../features/auth/components/sale-sign-in-page';
import { TillPinScreen } from '../../features/till-pin/components/till-pin-screen';
import { setPosSessionActive } from '../../lib/pos-storage';
import { useTillDevice } from '../../lib/till-device';
import { AccessDenied } from './access-denied';

/**
 * The sale app is usable only when signed in, by a cashier, an admin or a super admin.
 * 'Loading...' while a stored session is checked; the sign-in screen when signed out; the spec's
 * 'Access Denied' for anyone else (the server refuses them with 403 as well).
 * A till signed in as a device shows the PIN screen instead (its people, then a PIN pad).
 * pos_session_active is set while a cashier is signed in here and cleared on sign-out.
 */
export function RequireStaff() {
  const { t } = useTranslation();
  const { status, isStaff, user, signOut } = useSession();
  const active = status === 'signed_in' && isStaff;
  const tillDevice = useTillDevice();
  const [passwordSignIn, setPasswordSignIn] = useState(false);

  useEffect(() => {
    if (status === 'loading') return;
    setPosSessionActive(active);
  }, [status, active]);

  if (status === 'loading') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface-muted p-6">
        <BrandMark size="lg" />
        <Spinner size="md" showLabel label={t('ui.loading')} />
      </main>
    );
  }
  if (status === 'signed_out') {
    // a till signed in as a device (issue 34): cashiers sign in and switch with their PIN
    if (tillDevice && !passwordSignIn)
      return <TillPinScreen device={tillDevice} onPasswordSignIn={() => setPasswordSignIn(true)} />;
    return <SaleSignInPage onPinSignIn={tillDevice ? () => setPasswordSignIn(false) : undefined} />;
  }
  if (!isStaff)
    return <AccessDenied email={user?.email ?? ''} onSignOut={() => void signOut({ scope: 'local' })} />;
  return <Outlet />;
}
