import { BrandMark, ConfirmDialog, LanguageSwitch } from '@kiosk/ui';
import { LogOut, RotateCcw, ShoppingBag, UtensilsCrossed } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, ROUTES } from '../lib/navigation';
import { endSession, startOver, useCustomerSession } from '../state/customer-session';

/**
 * The top bar of the customer's screens: brand, order type, language, "start over" and
 * "end session" (each asks first).
 */
export function SessionHeader({ title }: { title?: ReactNode }) {
  const { t } = useTranslation();
  const { orderType, lines } = useCustomerSession();
  const [asking, setAsking] = useState<'startOver' | 'endSession' | null>(null);
  const OrderIcon = orderType === 'takeaway' ? ShoppingBag : UtensilsCrossed;

  return (
    <header className="relative z-20 flex items-center gap-4 bg-secondary-950 px-6 py-4 text-white lg:px-8">
      <div className="flex min-w-0 items-center gap-3">
        <BrandMark size="lg" />
        {title ? (
          <h1 className="truncate font-extrabold text-3xl tracking-tight">{title}</h1>
        ) : (
          <span className="hidden font-semibold text-secondary-100 text-xl tracking-wide sm:inline">
            {t('common.brand')}
          </span>
        )}
      </div>
      {orderType && (
        <span
          data-testid="order-type-chip"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-white/10 px-5 font-semibold text-lg text-primary-200 ring-1 ring-white/15"
        >
          <span className="sr-only">{t('kiosk.menu.orderTypeLabel')}: </span>
          <OrderIcon className="size-5" aria-hidden="true" />
          {t(`kiosk.orderType.labels.${orderType}`)}
        </span>
      )}
      <div className="ml-auto flex items-center gap-3">
        <LanguageSwitch size="touch" tone="dark" />
        <button
          type="button"
          onClick={() => {
            if (lines.length > 0) {
              setAsking('startOver');
              return;
            }
            startOver();
            navigate(ROUTES.orderType);
          }}
          className="inline-flex h-16 items-center gap-2 rounded-2xl bg-white/10 px-5 font-semibold text-lg ring-1 ring-white/20 transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.98]"
        >
          <RotateCcw className="size-6" aria-hidden="true" />
          <span className="hidden md:inline">{t('kiosk.cart.startOver')}</span>
          <span className="sr-only md:hidden">{t('kiosk.cart.startOver')}</span>
        </button>
        <button
          type="button"
          onClick={() => setAsking('endSession')}
          className="inline-flex h-16 items-center gap-2 rounded-2xl bg-white/10 px-5 font-semibold text-lg ring-1 ring-white/20 transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.98]"
        >
          <LogOut className="size-6" aria-hidden="true" />
          <span className="hidden md:inline">{t('kiosk.cart.endSession')}</span>
          <span className="sr-only md:hidden">{t('kiosk.cart.endSession')}</span>
        </button>
      </div>

      <ConfirmDialog
        open={asking === 'startOver'}
        touch
        tone="primary"
        onCancel={() => setAsking(null)}
        title={t('kiosk.cart.startOverTitle')}
        description={t('kiosk.cart.startOverDescription')}
        confirmLabel={t('kiosk.cart.startOverConfirm')}
        cancelLabel={t('kiosk.cart.keep')}
        icon={<RotateCcw className="size-16 text-primary-600" aria-hidden="true" />}
        onConfirm={() => {
          setAsking(null);
          startOver();
          navigate(ROUTES.orderType);
        }}
      />
      <ConfirmDialog
        open={asking === 'endSession'}
        touch
        onCancel={() => setAsking(null)}
        title={t('kiosk.cart.endSessionTitle')}
        description={t('kiosk.cart.endSessionDescription')}
        confirmLabel={t('kiosk.cart.endSessionConfirm')}
        cancelLabel={t('kiosk.cart.keep')}
        tone="danger"
        icon={<LogOut className="size-16 text-red-600" aria-hidden="true" />}
        onConfirm={() => {
          setAsking(null);
          endSession();
          navigate(ROUTES.welcome, { replace: true });
        }}
      />
    </header>
  );
}
