import {
  BrandMark,
  cn,
  LanguageSwitch,
  ReconnectingBanner,
  type SessionRole,
  useAppAddress,
  useSession,
} from '@kiosk/ui';
import {
  ClipboardList,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Settings,
  ShoppingCart,
  Stethoscope,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useMatch } from 'react-router';
import { CashierSwitch } from '../../features/till-pin/components/cashier-switch';
import { SignOutButton } from '../../features/till-pin/components/sign-out-button';
import { TillSessionStatus } from '../../features/till-session/components/till-session-status';
import { NodeLinkChip } from '../../lib/node-link/node-link-chip';
import { PrinterProblemBadge } from '../../lib/printer-status/printer-problem-badge';
import { TILL_PATHS } from '../../lib/till-paths';
import { CATALOGUE_PATHS } from '../routes/catalogue-paths';
import { TillClock } from './till-clock';
import { TillStatus } from './till-status';

interface NavItem {
  key: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

const NAV: NavItem[] = [
  { key: 'till', to: TILL_PATHS.till, icon: ShoppingCart },
  { key: 'orders', to: TILL_PATHS.orders, icon: ClipboardList },
  { key: 'terminalTest', to: TILL_PATHS.terminalTest, icon: Stethoscope },
  { key: 'settings', to: TILL_PATHS.settings, icon: Settings },
  { key: 'products', to: CATALOGUE_PATHS.products, icon: Package, adminOnly: true },
  { key: 'categories', to: CATALOGUE_PATHS.categories, icon: FolderTree, adminOnly: true },
];

/**
 * The cashier's frame: one dark top bar with the pages, the till and its terminal, the time, who is
 * signed in, the language and sign-out; the page fills the rest of the screen.
 */
export function PosShell() {
  const { t } = useTranslation();
  const adminAddress = useAppAddress('admin');
  const { user, role, isAdmin } = useSession();
  const email = user?.email ?? '';
  // who is selling now: their name (the e-mail when they have none)
  const displayName = user?.user_metadata.display_name;
  const name = typeof displayName === 'string' && displayName.trim() ? displayName : email;
  // the till fills the screen; the other pages scroll with a margin
  const fullBleed = useMatch({ path: TILL_PATHS.till, end: true }) !== null;
  return (
    <div className="flex h-dvh min-h-[600px] flex-col bg-surface-muted">
      <header className="z-20 shrink-0 border-secondary-800 border-b bg-secondary-900 text-white shadow-sm">
        <div className="flex h-14 items-center gap-3 px-3 2xl:gap-4 2xl:px-4">
          <div className="flex shrink-0 items-center gap-2.5">
            <BrandMark size="sm" />
            <p className="hidden font-bold text-base leading-tight 2xl:block">{t('sale.title')}</p>
          </div>

          <PosNav isAdmin={isAdmin} />

          <div className="ml-auto flex min-w-0 items-center gap-2 2xl:gap-3">
            <PrinterProblemBadge />
            <NodeLinkChip />
            <TillSessionStatus />
            <TillStatus />
            <TillClock />
            <CurrentUser name={name} email={email} role={role} />
            <LanguageSwitch tone="dark" />
            {isAdmin && (
              <a
                href={adminAddress ?? undefined}
                title={t('sale.adminLink')}
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-500 text-secondary-950 transition-colors hover:bg-primary-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-300"
              >
                <LayoutDashboard className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('sale.adminLink')}</span>
              </a>
            )}
            <CashierSwitch />
            <SignOutButton />
          </div>
        </div>
      </header>
      <ReconnectingBanner className="shrink-0" />
      <main
        className={cn(
          'flex min-h-0 flex-1 flex-col',
          fullBleed ? 'overflow-hidden' : 'overflow-y-auto p-4 sm:p-6 2xl:p-8',
        )}
      >
        <Outlet />
      </main>
    </div>
  );
}

/** The pages (the catalogue ones for admins), labels shown on wide screens. */
function PosNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sale.till.nav.label')} className="min-w-0">
      <ul className="flex items-center gap-0.5">
        {NAV.filter((item) => !item.adminOnly || isAdmin).map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={to === TILL_PATHS.till}
              title={t(`sale.till.nav.${key}`)}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-2 rounded-lg px-2.5 font-semibold text-sm transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400',
                  isActive
                    ? 'bg-primary-500 text-secondary-950 shadow-sm'
                    : 'text-white/80 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span
                className={cn(
                  'whitespace-nowrap',
                  // with the catalogue pages too, labels only on wide screens
                  key !== 'till' && (isAdmin ? 'sr-only 2xl:not-sr-only' : 'sr-only xl:not-sr-only'),
                )}
              >
                {t(`sale.till.nav.${key}`)}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in (selling now): initial, name (or e-mail) and role. */
function CurrentUser({ name, email, role }: { name: string; email: string; role: SessionRole | null }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-w-0 items-center gap-2 rounded-xl bg-white/5 p-1 ring-1 ring-white/10 lg:pr-2.5"
      data-testid="current-user"
      title={email}
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-500 font-bold text-secondary-950 text-sm uppercase"
      >
        {name.charAt(0)}
      </span>
      <span className="sr-only lg:hidden">
        {t('sale.user.label')}: {name}
        {name !== email && ` (${email})`}
      </span>
      <span className="hidden min-w-0 leading-tight lg:block">
        <span className="sr-only">{t('sale.user.label')}: </span>
        <span
          className="block max-w-36 truncate font-semibold text-sm 2xl:max-w-56"
          data-testid="current-user-name"
        >
          {name}
        </span>
        {role && <span className="block text-[11px] text-primary-300">{t(`common.roles.${role}`)}</span>}
      </span>
    </div>
  );
}
