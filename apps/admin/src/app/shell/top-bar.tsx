import { Button, useLanguage, useSession } from '@kiosk/ui';
import { CalendarDays, LogOut, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { PreferencesPopover } from '../../features/preferences/components/preferences-popover';
import { findSection } from '../admin-sections';
import { SIDEBAR_ID } from './side-menu';

export interface TopBarProps {
  isDesktop: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ isDesktop, collapsed, mobileOpen, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const { user } = useSession();
  const signOut = useSignOut();
  const section = findSection(pathname);

  const email = user?.email || t('admin.topBar.defaultUser');
  const today = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());

  const toggleLabel = isDesktop
    ? collapsed
      ? t('admin.sidebar.expand')
      : t('admin.sidebar.collapse')
    : t('admin.sidebar.open');
  const ToggleIcon = isDesktop ? (collapsed ? PanelLeftOpen : PanelLeftClose) : Menu;

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-line border-b bg-white/90 px-3 backdrop-blur sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        data-testid="sidebar-toggle"
        aria-label={toggleLabel}
        aria-controls={SIDEBAR_ID}
        aria-expanded={isDesktop ? !collapsed : mobileOpen}
        onClick={onToggleSidebar}
      >
        <ToggleIcon aria-hidden="true" />
      </Button>
      <p className="min-w-0 truncate font-semibold text-ink">
        {section ? t(`admin.nav.${section.id}`) : t('common.appName.admin')}
      </p>

      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <p className="hidden items-center gap-2 text-ink-muted text-sm xl:flex">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={new Date().toISOString().slice(0, 10)} data-testid="today">
            {today}
          </time>
        </p>
        <AlertsBell />
        <PreferencesPopover />
        <div
          className="hidden items-center gap-2 rounded-xl py-1 pr-2 pl-1 md:flex"
          title={email}
          data-testid="current-user"
        >
          <span
            className="flex size-8 items-center justify-center rounded-full bg-secondary-700 font-semibold text-sm text-white uppercase"
            aria-hidden="true"
          >
            {email.charAt(0)}
          </span>
          <span className="max-w-48 truncate font-medium text-ink text-sm">
            <span className="sr-only">{t('admin.topBar.userLabel')}: </span>
            {email}
          </span>
        </div>
        <Button
          variant="outline"
          size="md"
          onClick={() => void signOut()}
          aria-label={t('admin.topBar.logout')}
        >
          <LogOut aria-hidden="true" />
          <span className="hidden sm:inline">{t('admin.topBar.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
