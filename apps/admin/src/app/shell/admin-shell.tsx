import { cn, DESKTOP_QUERY, ReconnectingBanner, useMediaQuery } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DebugPanel } from '../../features/debug/components/debug-panel';
import { useDebugMode } from '../../features/debug/hooks/use-debug-mode';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** The signed-in admin's frame: side menu, top bar, the current section, and the debug panel. */
export function AdminShell() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const debug = useDebugMode();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  // small screens: the drawer closes after every navigation (state adjusted while rendering, no effect)
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (isDesktop) setMobileOpen(false);
  }, [isDesktop]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <div className="flex min-h-dvh bg-surface-muted">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-primary-500 px-4 py-2 font-semibold text-secondary-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('admin.skipToContent')}
      </a>
      <SideMenu
        collapsed={collapsed}
        isDesktop={isDesktop}
        mobileOpen={mobileOpen}
        onClose={() => setMobileOpen(false)}
      />
      {!isDesktop && (
        <div
          aria-hidden="true"
          onClick={() => setMobileOpen(false)}
          className={cn(
            'fixed inset-0 z-30 bg-secondary-950/50 backdrop-blur-[1px] transition-opacity duration-200',
            mobileOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          isDesktop={isDesktop}
          collapsed={collapsed}
          mobileOpen={mobileOpen}
          onToggleSidebar={() =>
            isDesktop ? setCollapsed((value) => !value) : setMobileOpen((open) => !open)
          }
        />
        <ReconnectingBanner />
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-8">
          <Outlet />
        </main>
      </div>
      {debug && <DebugPanel />}
    </div>
  );
}
