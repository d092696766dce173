import { BrandMark, Spinner, useSession } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SaleSignInPage } from '../../features/auth/components/sale-sign-in-page';

/**
 * The sale app is usable only when signed in, by a cashier, an admin or a super admin.
 * 'Loading...' while a stored session is checked; the sign-in screen otherwise.
 */
export function RequireStaff() {
  const { t } = useTranslation();
  const { status, isStaff, signOut } = useSession();
  const [refused, setRefused] = useState(false);
  const notStaff = status === 'signed_in' && !isStaff;
  if (refused && status === 'signed_in' && isStaff) setRefused(false);

  useEffect(() => {
    // a session of someone who may not use the POS (e.g. a role changed since) is ended
    if (!notStaff) return;
    setRefused(true);
    void signOut({ scope: 'local' });
  }, [notStaff, signOut]);

  if (status === 'loading' || notStaff) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface-muted p-6">
        <BrandMark size="lg" />
        <Spinner size="md" showLabel label={t('ui.loading')} />
      </main>
    );
  }
  if (status === 'signed_out') return <SaleSignInPage refused={refused} />;
  return <Outlet />;
}
