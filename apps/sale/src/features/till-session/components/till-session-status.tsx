import { cn, Popover, PopoverContent, PopoverTrigger, useLanguage } from '@kiosk/ui';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  FileText,
  Lock,
  type LucideIcon,
  Unlock,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tillReportPath } from '../../../lib/till-paths';
import { showDrawerDialog } from '../hooks/drawer-dialog-store';
import { type TillDrawer, useTillDrawer } from '../hooks/use-till-drawer';
import { DRAWER_ACTIONS, type DrawerAction } from '../utils/drawer-state';
import { DrawerDialogs } from './drawer-dialogs';

const ICONS: Record<DrawerAction, LucideIcon> = {
  open: Unlock,
  cashIn: ArrowDownToLine,
  cashOut: ArrowUpFromLine,
  handover: Users,
  xReport: FileText,
  close: Lock,
};

/** The top bar's drawer: "Kasa açık · cashier · since" or "Kasa kapalı", opening the drawer menu. */
export function TillSessionStatus() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const drawer = useTillDrawer();
  const [menuOpen, setMenuOpen] = useState(false);
  const { session, status } = drawer;
  if (status === 'no_till') return null;
  const since = session
    ? new Date(session.opened_at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : '';
  const label =
    status === 'open'
      ? t('sale.tillSession.drawer.statusOpen')
      : status === 'must_close'
        ? t('sale.tillSession.drawer.statusMustClose')
        : status === 'closed'
          ? t('sale.tillSession.drawer.statusClosed')
          : t(status === 'error' ? 'sale.tillSession.drawer.loadError' : 'sale.tillSession.drawer.loading');
  return (
    <>
      <Popover open={menuOpen} onOpenChange={setMenuOpen}>
        <PopoverTrigger
          data-testid="till-session-status"
          data-state={status}
          className={cn(
            'flex min-h-11 min-w-0 items-center gap-2 rounded-xl px-3 py-1.5 ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400',
            status === 'open' &&
              'bg-emerald-400/15 text-emerald-50 ring-emerald-300/40 hover:bg-emerald-400/25',
            status === 'must_close' && 'bg-red-500/20 text-red-50 ring-red-300/50 hover:bg-red-500/30',
            status !== 'open' &&
              status !== 'must_close' &&
              'bg-white/5 text-white ring-white/15 hover:bg-white/10',
          )}
        >
          <Wallet className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 text-left leading-tight">
            <span className="block whitespace-nowrap font-semibold text-sm">{label}</span>
            {session && (
              <span className="block whitespace-nowrap text-[11px] opacity-80" data-testid="till-session-who">
                <span className="hidden max-w-52 truncate align-bottom 2xl:inline-block">
                  {session.cashier_email ?? '—'}&nbsp;·&nbsp;
                </span>
                {t('sale.tillSession.drawer.since', { time: since })}
              </span>
            )}
          </span>
        </PopoverTrigger>
        <PopoverContent className="w-64 p-2" aria-label={t('sale.tillSession.drawer.menuLabel')}>
          {session && (
            <p className="border-line border-b px-3 pt-1 pb-2 text-ink-muted text-sm">
              <span className="block truncate font-semibold text-ink">{session.cashier_email ?? '—'}</span>
              {t('sale.tillSession.drawer.since', { time: since })}
            </p>
          )}
          <DrawerMenu drawer={drawer} onPicked={() => setMenuOpen(false)} />
        </PopoverContent>
      </Popover>
      <DrawerDialogs />
    </>
  );
}

function DrawerMenu({ drawer, onPicked }: { drawer: TillDrawer; onPicked(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pick = (action: DrawerAction) => {
    onPicked();
    const id = drawer.session?.id;
    if (action === 'open') return showDrawerDialog({ kind: 'open' });
    if (!id) return;
    if (action === 'xReport') return void navigate(tillReportPath(id));
    showDrawerDialog({ kind: action, sessionId: id });
  };
  if (drawer.status === 'error') {
    return (
      <button
        type="button"
        className="h-11 w-full rounded-lg px-3 text-left font-semibold hover:bg-surface-muted"
        onClick={() => void drawer.query.refetch()}
      >
        {t('sale.tillSession.drawer.retry')}
      </button>
    );
  }
  return (
    <ul className="flex flex-col" data-testid="drawer-menu">
      {DRAWER_ACTIONS.map((action) => {
        const Icon = ICONS[action];
        return (
          <li key={action}>
            <button
              type="button"
              disabled={!drawer.allowed.has(action)}
              data-testid={`drawer-${action}`}
              onClick={() => pick(action)}
              className="flex h-12 w-full items-center gap-3 rounded-lg px-3 text-left font-semibold text-ink transition-colors hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
            >
              <Icon className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
              {t(`sale.tillSession.drawer.actions.${action}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
