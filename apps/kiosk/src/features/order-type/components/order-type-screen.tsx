import { BrandMark, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { ArrowLeft, ShoppingBag, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardPaymentNotice } from '../../../components/card-payment-notice';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { navigate, ROUTES } from '../../../lib/navigation';
import { chooseOrderType, endSession, type OrderType } from '../../../state/customer-session';

const CHOICES: Array<{ type: OrderType; icon: typeof ShoppingBag; title: string; hint: string }> = [
  {
    type: 'eat_in',
    icon: UtensilsCrossed,
    title: 'kiosk.orderType.eatIn',
    hint: 'kiosk.orderType.eatInHint',
  },
  {
    type: 'takeaway',
    icon: ShoppingBag,
    title: 'kiosk.orderType.takeaway',
    hint: 'kiosk.orderType.takeawayHint',
  },
];

/** Asked once at the start of a session: eat in or take away (stored on the order). */
export function OrderTypeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('kiosk.orderType.title'), t('common.brand'));

  return (
    <main className="relative flex min-h-(--kiosk-screen) flex-col overflow-hidden bg-secondary-950 text-white">
      <KioskBackdrop />
      <header className="relative z-10 flex items-center justify-between gap-4 px-8 pt-8 lg:px-12">
        <button
          type="button"
          onClick={() => {
            endSession();
            navigate(ROUTES.welcome, { replace: true });
          }}
          className="inline-flex h-16 items-center gap-3 rounded-2xl bg-white/10 px-6 font-semibold text-xl ring-1 ring-white/20 backdrop-blur transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.98]"
        >
          <ArrowLeft className="size-7" aria-hidden="true" />
          {t('kiosk.common.back')}
        </button>
        <LanguageSwitch size="touch" tone="dark" />
      </header>

      <section
        aria-labelledby="order-type-title"
        className="relative z-10 flex flex-1 animate-screen-in flex-col items-center justify-center px-8 py-12 text-center"
      >
        <BrandMark size="lg" className="mb-8" />
        <h1 id="order-type-title" className="text-balance font-extrabold text-6xl tracking-tight lg:text-7xl">
          {t('kiosk.orderType.title')}
        </h1>
        <p className="mt-5 text-balance text-3xl text-primary-300">{t('kiosk.orderType.subtitle')}</p>
        <CardPaymentNotice className="mt-10" />

        <div className="mt-16 grid w-full max-w-5xl grid-cols-2 gap-8">
          {CHOICES.map(({ type, icon: Icon, title, hint }) => (
            <button
              key={type}
              type="button"
              data-order-type={type}
              onClick={() => {
                chooseOrderType(type);
                navigate(ROUTES.menu);
              }}
              className="group flex min-h-[26rem] flex-col items-center justify-center gap-8 rounded-[2.5rem] bg-white px-8 py-12 text-secondary-950 shadow-raised ring-1 ring-black/5 transition-transform hover:-translate-y-1 focus-visible:outline-none focus-visible:ring-8 focus-visible:ring-primary-300 active:scale-[0.98]"
            >
              <span className="grid size-40 place-items-center rounded-full bg-gradient-to-br from-primary-200 via-primary-400 to-primary-600 shadow-inner transition-transform group-active:scale-95">
                <Icon className="size-20 text-secondary-950" strokeWidth={1.75} aria-hidden="true" />
              </span>
              <span className="flex flex-col gap-3">
                <span className="font-extrabold text-4xl tracking-tight lg:text-5xl">{t(title)}</span>
                <span className="text-balance text-ink-muted text-xl lg:text-2xl">{t(hint)}</span>
              </span>
            </button>
          ))}
        </div>
      </section>
    </main>
  );
}
