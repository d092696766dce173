import {
  BrandMark,
  Button,
  isStaffUser,
  PasswordSignInForm,
  SignInFrame,
  SignInFrameLink,
  useAppAddress,
  useDocumentTitle,
} from '@kiosk/ui';
import {
  ClipboardList,
  CreditCard,
  KeyRound,
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
  /** At a till signed in as a device: back to the PIN screen (issue 34). */
  onPinSignIn?: (() => void) | undefined;
}

/** The cashier's sign-in: e-mail and password; cashiers, admins and super admins only. */
export function SaleSignInPage({ refused = false, onPinSignIn }: SaleSignInPageProps) {
  const { t } = useTranslation();
  const adminAddress = useAppAddress('admin');
  useDocumentTitle(t('sale.signIn.title'), t('common.brand'));

  return (
    <SignInFrame
      look="sale"
      panelBrand={
        <div className="relative flex items-center gap-3">
          <BrandMark size="md" />
          <div className="leading-tight">
            <p className="font-bold text-lg">{t('sale.title')}</p>
            <p className="font-medium text-primary-300 text-xs tracking-wide">{t('common.brand')}</p>
          </div>
        </div>
      }
      panelBody={<SalePanel />}
      name={t('sale.title')}
      icon={
        <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-800 ring-1 ring-primary-200">
          <Store className="size-7" aria-hidden="true" />
        </span>
      }
      title={t('sale.signIn.title')}
      subtitle={t('sale.signIn.subtitle')}
      link={
        <SignInFrameLink
          href={adminAddress}
          icon={LayoutDashboard}
          label={t('sale.adminLink')}
          className="mt-10"
        />
      }
    >
      <PasswordSignInForm
        idPrefix="sale"
        accept={isStaffUser}
        accessDeniedKey="sale.signIn.errors.notStaff"
        initialError={refused ? { key: 'sale.signIn.errors.notStaff' } : null}
        sessionEndedNotice={t('sale.signIn.notices.sessionEnded')}
        footer={
          <>
            <p className="text-center text-ink-muted text-sm">{t('sale.signIn.who')}</p>
            {onPinSignIn && (
              <Button variant="ghost" onClick={onPinSignIn} className="min-h-11 self-center">
                <KeyRound className="size-4" aria-hidden="true" />
                {t('sale.tillPin.backToPin')}
              </Button>
            )}
          </>
        }
      />
    </SignInFrame>
  );
}

/** What the till is for: a title, a line and three highlights. */
function SalePanel() {
  const { t } = useTranslation();
  return (
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
  );
}
