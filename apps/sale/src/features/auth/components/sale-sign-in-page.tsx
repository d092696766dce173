import {
  BrandMark,
  isStaffUser,
  LanguageSwitch,
  PasswordSignInForm,
  useAppAddress,
  useDocumentTitle,
} from '@kiosk/ui';
import {
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  ShoppingCart,
  Store,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const HIGHLIGHTS: { key: string; icon: LucideIcon }[] = [
  { key: 'cart', icon: ShoppingCart },
  { key: 'openOrders', icon: ClipboardList },
  { key: 'payment', icon: CreditCard },
];

export interface SaleSignInPageProps {
  /** The last session belonged to someone who may not use the POS. */
  refused?: boolean;
}

/** The cashier's sign-in: e-mail and password; cashiers, admins and super admins only. */
export function SaleSignInPage({ refused = false }: SaleSignInPageProps) {
  const { t } = useTranslation();
  const adminAddress = useAppAddress('admin');
  useDocumentTitle(t('sale.signIn.title'), t('common.brand'));

  return (
    <div className="grid min-h-dvh bg-surface lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-secondary-950 p-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,var(--color-secondary-700),transparent_65%)]" />
        <div className="pointer-events-none absolute -top-32 -left-24 size-[28rem] rounded-full bg-primary-500/15 blur-3xl" />
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:22px_22px]" />

        <div className="relative flex items-center gap-3">
          <BrandMark size="md" />
          <div className="leading-tight">
            <p className="font-bold text-lg">{t('sale.title')}</p>
            <p className="font-medium text-primary-300 text-xs tracking-wide">{t('common.brand')}</p>
          </div>
        </div>

        <div className="relative max-w-lg">
          <p className="font-bold text-5xl leading-tight tracking-tight">{t('sale.signIn.panelTitle')}</p>
          <p className="mt-5 text-lg text-secondary-200">{t('sale.signIn.panelText')}</p>
          <ul className="mt-10 space-y-3">
            {HIGHLIGHTS.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex items-center gap-4 rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10 backdrop-blur"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-500 text-secondary-950">
                  <Icon className="size-5" />
                </span>
                <span className="font-medium text-secondary-100">{t(`sale.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="relative h-1 w-24 rounded-full bg-gradient-to-r from-primary-400 to-primary-600" />
      </aside>

      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-3 lg:invisible">
            <BrandMark size="sm" />
            <span className="font-semibold text-secondary-800">{t('sale.title')}</span>
          </div>
          <LanguageSwitch />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-800 ring-1 ring-primary-200">
            <Store className="size-7" aria-hidden="true" />
          </span>
          <h1 className="font-bold text-3xl text-ink tracking-tight">{t('sale.signIn.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('sale.signIn.subtitle')}</p>

          <PasswordSignInForm
            idPrefix="sale"
            accept={isStaffUser}
            accessDeniedKey="sale.signIn.errors.notStaff"
            initialError={refused ? { key: 'sale.signIn.errors.notStaff' } : null}
            sessionEndedNotice={t('sale.signIn.notices.sessionEnded')}
            footer={<p className="text-center text-ink-muted text-sm">{t('sale.signIn.who')}</p>}
          />

          <a
            href={adminAddress ?? undefined}
            className="mt-10 inline-flex items-center gap-2 self-center rounded-lg px-2 py-1 font-medium text-secondary-700 text-sm transition-colors hover:text-secondary-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {t('sale.adminLink')}
          </a>
        </div>
      </main>
    </div>
  );
}
