import { BrandMark, Button, LanguageSwitch, useAppAddress, useDocumentTitle } from '@kiosk/ui';
import { LogOut, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface AccessDeniedProps {
  email: string;
  onSignOut: () => void;
}

/** The spec's 'Access Denied' for a signed-in account that may not use the till. */
export function AccessDenied({ email, onSignOut }: AccessDeniedProps) {
  const { t } = useTranslation();
  const adminAddress = useAppAddress('admin');
  useDocumentTitle(t('sale.till.accessDenied.title'), t('common.brand'));
  return (
    <main className="flex min-h-dvh flex-col bg-surface-muted" data-testid="access-denied">
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <div className="flex items-center gap-3">
          <BrandMark size="sm" />
          <span className="font-semibold text-secondary-800">{t('sale.title')}</span>
        </div>
        <LanguageSwitch />
      </div>
      <div className="flex flex-1 items-center justify-center p-6">
        <div className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-line">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-200">
            <ShieldAlert className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-6 font-bold text-2xl text-ink">{t('sale.till.accessDenied.title')}</h1>
          <p className="mt-2 text-ink">{t('sale.till.accessDenied.text')}</p>
          <p className="mt-1 text-ink-muted text-sm">{t('sale.till.accessDenied.hint')}</p>
          {email && (
            <p className="mt-5 truncate rounded-xl bg-surface-muted px-3 py-2 font-medium text-ink-muted text-sm">
              {email}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Button size="lg" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              {t('sale.till.accessDenied.signOut')}
            </Button>
            <a
              href={adminAddress ?? undefined}
              className="font-medium text-secondary-700 text-sm hover:text-secondary-900"
            >
              {t('sale.adminLink')}
            </a>
          </div>
        </div>
      </div>
    </main>
  );
}
