import { BrandMark, cn, Tooltip, useAppAddress } from '@kiosk/ui';
import { ArrowLeftToLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection, findSection } from '../admin-sections';

export const SIDEBAR_ID = 'admin-sidebar';

export interface SideMenuProps {
  /** Desktop: icon-only 64 px rail instead of the 256 px menu. */
  collapsed: boolean;
  /** Below 768 px the menu is an overlay drawer. */
  isDesktop: boolean;
  /** Drawer state on small screens. */
  mobileOpen: boolean;
  onClose: () => void;
}

const itemBase =
  'group relative flex min-h-11 items-center gap-3 rounded-xl py-2 text-sm font-medium leading-snug transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400';

export function SideMenu({ collapsed, isDesktop, mobileOpen, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const saleAddress = useAppAddress('sale');
  const { pathname } = useLocation();
  const active = findSection(pathname);
  const iconOnly = isDesktop && collapsed;
  const hiddenDrawer = !isDesktop && !mobileOpen;

  return (
    <div
      id={SIDEBAR_ID}
      data-testid="sidebar"
      data-collapsed={iconOnly}
      aria-hidden={hiddenDrawer || undefined}
      inert={hiddenDrawer}
      className={cn(
        'flex h-dvh shrink-0 flex-col overflow-x-hidden bg-secondary-900 text-secondary-100',
        isDesktop
          ? cn('sticky top-0 transition-[width] duration-200 ease-out', iconOnly ? 'w-16' : 'w-64')
          : cn(
              'fixed inset-y-0 left-0 z-40 w-64 shadow-raised transition-[transform,visibility] duration-200 ease-out',
              mobileOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
            ),
      )}
    >
      <div
        className={cn(
          'flex h-16 shrink-0 items-center gap-3 border-white/10 border-b',
          iconOnly ? 'justify-center px-2' : 'px-4',
        )}
      >
        <BrandMark size="md" />
        {!iconOnly && (
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate font-bold text-white">{t('common.brand')}</p>
            <p className="truncate text-primary-300 text-xs">{t('common.appName.admin')}</p>
          </div>
        )}
        {!isDesktop && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('admin.sidebar.close')}
            className="flex size-9 items-center justify-center rounded-lg text-secondary-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>

      <nav aria-label={t('admin.nav.label')} className="flex-1 overflow-y-auto overflow-x-hidden py-4">
        <ul className={cn('space-y-1', iconOnly ? 'px-2' : 'px-3')}>
          {ADMIN_SECTIONS.map((section) => (
            <NavItem
              key={section.id}
              section={section}
              active={active?.id === section.id}
              iconOnly={iconOnly}
            />
          ))}
        </ul>
      </nav>

      <div className={cn('shrink-0 border-white/10 border-t py-3', iconOnly ? 'px-2' : 'px-3')}>
        <Tooltip content={t('admin.nav.backToPos')} side="right" disabled={!iconOnly}>
          <a
            href={saleAddress ?? undefined}
            aria-label={iconOnly ? t('admin.nav.backToPos') : undefined}
            className={cn(
              itemBase,
              iconOnly ? 'justify-center px-0' : 'px-3',
              'text-secondary-200 hover:bg-white/10 hover:text-white',
            )}
          >
            <ArrowLeftToLine className="size-5 shrink-0 text-primary-300" aria-hidden="true" />
            {!iconOnly && <span className="truncate">{t('admin.nav.backToPos')}</span>}
          </a>
        </Tooltip>
      </div>
    </div>
  );
}

/** One section of the menu: its icon and name (the name as a tooltip on the icon-only rail). */
function NavItem({
  section,
  active: isActive,
  iconOnly,
}: {
  section: AdminSection;
  active: boolean;
  iconOnly: boolean;
}) {
  const { t } = useTranslation();
  const Icon = section.icon;
  const label = t(`admin.nav.${section.id}`);
  return (
    <li>
      <Tooltip content={label} side="right" disabled={!iconOnly}>
        <Link
          to={`/${section.path}`}
          aria-label={iconOnly ? label : undefined}
          aria-current={isActive ? 'page' : undefined}
          className={cn(
            itemBase,
            iconOnly ? 'justify-center px-0' : 'px-3',
            isActive
              ? 'bg-primary-500 text-secondary-950 shadow-sm'
              : 'text-secondary-200 hover:bg-white/10 hover:text-white',
          )}
        >
          <Icon
            className={cn('size-5 shrink-0', isActive ? 'text-secondary-950' : 'text-primary-300')}
            aria-hidden="true"
          />
          {!iconOnly && <span className="min-w-0">{label}</span>}
        </Link>
      </Tooltip>
    </li>
  );
}
