import { BrandMark, buttonClassName, cn, getAdminAddress, LanguageSwitch, useSession } from '@kiosk/ui';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** The cashier's frame: a top bar with the app name, who is signed in, language, admin link and sign-out. */
export function PosShell() {
  const { t } = useTranslation();
  const { user, role, isAdmin, signOut } = useSession();
  const adminAddress = getAdminAddress(window.location);
  const email = user?.email ?? '';
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="sticky top-0 z-20 border-secondary-800 border-b bg-secondary-900 text-white shadow-sm">
        <div className="flex h-16 items-center gap-3 px-4 sm:gap-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark size="md" />
            <div className="hidden min-w-0 leading-tight sm:block">
              <p className="truncate font-bold text-lg">{t('sale.title')}</p>
              <p className="truncate font-medium text-primary-300 text-xs tracking-wide">
                {t('common.brand')}
              </p>
            </div>
          </div>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <div
              className="flex min-w-0 items-center gap-2.5 rounded-xl bg-white/5 p-1.5 ring-1 ring-white/10 md:pr-3"
              data-testid="current-user"
              title={email}
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-500 font-bold text-secondary-950 text-sm uppercase"
              >
                {email.charAt(0)}
              </span>
              <span className="sr-only md:hidden">
                {t('sale.user.label')}: {email}
              </span>
              <span className="hidden min-w-0 leading-tight md:block">
                <span className="sr-only">{t('sale.user.label')}: </span>
                <span className="block max-w-48 truncate font-semibold text-sm">{email}</span>
                {role && <span className="block text-primary-300 text-xs">{t(`common.roles.${role}`)}</span>}
              </span>
            </div>
            <LanguageSwitch tone="dark" />
            {isAdmin && (
              <a
                href={adminAddress}
                className={buttonClassName({
                  variant: 'primary',
                  size: 'md',
                  className: 'focus-visible:ring-offset-secondary-900',
                })}
              >
                <LayoutDashboard aria-hidden="true" />
                <span className="hidden lg:inline">{t('sale.adminLink')}</span>
                <span className="sr-only lg:hidden">{t('sale.adminLink')}</span>
              </a>
            )}
            <button
              type="button"
              onClick={() => void signOut({ scope: 'global' })}
              className={cn(
                buttonClassName({ variant: 'ghost', size: 'md' }),
                'text-white/90 ring-1 ring-white/20 hover:bg-white/10 hover:text-white focus-visible:ring-offset-secondary-900',
              )}
            >
              <LogOut aria-hidden="true" />
              <span className="hidden sm:inline">{t('sale.user.signOut')}</span>
              <span className="sr-only sm:hidden">{t('sale.user.signOut')}</span>
            </button>
          </div>
        </div>
      </header>
      <main className="flex flex-1 flex-col p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
