import { BrandMark, buttonClassName, getAdminAddress, LanguageSwitch } from '@kiosk/ui';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** The cashier's frame: a top bar with the app name, language switch and admin link. */
export function PosShell() {
  const { t } = useTranslation();
  const adminAddress = getAdminAddress(window.location);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="sticky top-0 z-20 border-secondary-800 border-b bg-secondary-900 text-white shadow-sm">
        <div className="flex h-16 items-center gap-4 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark size="md" />
            <div className="min-w-0 leading-tight">
              <p className="truncate font-bold text-lg">{t('sale.title')}</p>
              <p className="truncate font-medium text-primary-300 text-xs tracking-wide">
                {t('common.brand')}
              </p>
            </div>
          </div>
          <div className="ml-auto flex items-center gap-3">
            <LanguageSwitch tone="dark" />
            <a
              href={adminAddress}
              className={buttonClassName({
                variant: 'primary',
                size: 'md',
                className: 'focus-visible:ring-offset-secondary-900',
              })}
            >
              <LayoutDashboard aria-hidden="true" />
              <span className="hidden sm:inline">{t('sale.adminLink')}</span>
              <span className="sr-only sm:hidden">{t('sale.adminLink')}</span>
            </a>
          </div>
        </div>
      </header>
      <main className="flex flex-1 flex-col p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
