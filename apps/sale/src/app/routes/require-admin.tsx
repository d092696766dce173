import { buttonClassName, useDocumentTitle, useSession } from '@kiosk/ui';
import { ArrowLeft, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

/**
 * The till's admin-only screens (products, categories): signed-in admins and super admins see them,
 * a cashier sees 'Administrators only' with a way back to the till. RequireStaff above has already
 * made sure someone is signed in.
 */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <AdminOnlyPage />;
}

function AdminOnlyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalogue.adminOnly.title'), t('common.appName.sale'));
  return (
    <div className="flex flex-1 items-center justify-center" data-testid="admin-only">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-10 text-center shadow-card">
        <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <ShieldX className="size-8" aria-hidden="true" />
        </div>
        <h1 className="font-bold text-2xl text-ink">{t('catalogue.adminOnly.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('catalogue.adminOnly.description')}</p>
        <Link
          to="/"
          className={buttonClassName({ variant: 'primary', size: 'lg', className: 'mt-8 w-full' })}
        >
          <ArrowLeft aria-hidden="true" />
          {t('catalogue.adminOnly.back')}
        </Link>
      </div>
    </div>
  );
}
