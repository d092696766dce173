import { CheckCircle2, Hand, Loader2, ShoppingBag, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { formatTry } from '../../../lib/money';
import { getReceiptLink } from '../api/get-receipt-link';
import { useSuccessCountdown } from '../hooks/use-success-countdown';
import type { OrderRef } from '../utils/payment-flow';

type Receipt = { state: 'loading' } | { state: 'ready'; href: string; qr: string } | { state: 'unavailable' };

/** The paid order's digital receipt: a signed link, drawn as a QR code (qrcode). */
function useReceiptQr(orderId: string): Receipt {
  const [receipt, setReceipt] = useState<Receipt>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const [{ href }, QRCode] = await Promise.all([getReceiptLink(orderId), import('qrcode')]);
      const qr = await QRCode.toDataURL(href, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 480,
        color: { dark: '#28180e', light: '#ffffff' },
      });
      if (live) setReceipt({ state: 'ready', href, qr });
    })().catch(() => {
      if (live) setReceipt({ state: 'unavailable' });
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  return receipt;
}

/**
 * The success screen: queue and order numbers, total and the digital receipt's QR code. It closes
 * after the success_screen_seconds setting (spec: 3 s); a tap anywhere keeps it open until "New
 * order" (or the kiosk's inactivity time-out).
 */
export function PaidView({ order, onDone }: { order: OrderRef; onDone: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceiptQr(order.id);
  const { seconds, held, left } = useSuccessCountdown(onDone);

  return (
    <div
      className="flex w-full max-w-4xl flex-col items-center gap-8 landscape:max-w-6xl landscape:gap-5 a11y-portrait:gap-4"
      data-testid="payment-success"
      data-held={held}
      data-close-seconds={seconds}
      role="status"
    >
      <span className="grid size-40 animate-pop place-items-center rounded-full bg-emerald-500 text-white shadow-raised ring-8 ring-emerald-500/25 landscape:size-28 a11y-portrait:hidden">
        <CheckCircle2 className="size-24 landscape:size-16" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="font-extrabold text-6xl tracking-tight landscape:text-5xl">
        {t('kiosk.payment.success.title')}
      </h1>
      <div className="grid w-full grid-cols-2 gap-6 landscape:grid-cols-3">
        <div className="flex flex-col justify-center rounded-[2rem] bg-white p-8 text-secondary-950 shadow-raised">
          <p className="font-bold text-2xl text-secondary-600 uppercase tracking-widest">
            {t('kiosk.payment.queue')}
          </p>
          <p className="font-black text-9xl tabular-nums leading-none" data-testid="queue-number">
            {order.referenceNumber}
          </p>
        </div>
        <OrderFacts order={order} />
        <ReceiptQr receipt={receipt} orderNumber={order.orderNumber} />
      </div>
      <p className="text-balance text-2xl text-secondary-100">{t('kiosk.payment.success.thanks')}</p>
      <div className="flex flex-col items-center gap-4">
        <KioskButton size="xl" className="min-w-72" onClick={() => onDone()} data-testid="new-order">
          <ShoppingBag aria-hidden="true" />
          {t('kiosk.payment.success.newOrder')}
        </KioskButton>
        <p
          className="flex items-center gap-3 text-secondary-200 text-xl"
          data-testid="success-closing"
          aria-live="polite"
        >
          <Hand className="size-6 shrink-0 text-primary-300" aria-hidden="true" />
          {held
            ? t('kiosk.payment.success.keptOpen')
            : `${t('kiosk.payment.success.closing', { count: left })} · ${t('kiosk.payment.success.keepOpenHint')}`}
        </p>
      </div>
    </div>
  );
}

/** The order number and the total paid. */
function OrderFacts({ order }: { order: OrderRef }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col justify-center gap-4 rounded-[2rem] bg-white/10 p-8 text-left ring-1 ring-white/15">
      <div>
        <p className="text-secondary-200 text-xl">{t('kiosk.payment.orderNumber')}</p>
        <p className="font-bold text-4xl tracking-tight tabular-nums" data-testid="order-number">
          {order.orderNumber}
        </p>
      </div>
      <div>
        <p className="text-secondary-200 text-xl">{t('kiosk.cart.total')}</p>
        <p className="font-bold text-4xl tabular-nums" data-testid="success-total">
          {formatTry(order.totalMinor)}
        </p>
      </div>
    </div>
  );
}

function ReceiptQr({ receipt, orderNumber }: { receipt: Receipt; orderNumber: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="col-span-2 flex items-center gap-6 rounded-[2rem] bg-white/10 p-6 text-left ring-1 ring-white/15 landscape:col-span-1 landscape:flex-col landscape:gap-3 landscape:p-5 landscape:text-center"
      data-testid="receipt-qr"
      data-state={receipt.state}
      data-href={receipt.state === 'ready' ? receipt.href : undefined}
    >
      <div className="grid size-52 shrink-0 place-items-center rounded-3xl bg-white p-3 landscape:size-44">
        {receipt.state === 'ready' ? (
          <img
            src={receipt.qr}
            alt={t('kiosk.payment.success.receiptQr', { number: orderNumber })}
            className="size-full [image-rendering:pixelated]"
          />
        ) : receipt.state === 'loading' ? (
          <Loader2 className="size-12 animate-spin text-secondary-400" aria-hidden="true" />
        ) : (
          <Smartphone className="size-12 text-secondary-300" aria-hidden="true" />
        )}
      </div>
      <div>
        <p className="flex items-center gap-3 font-bold text-3xl landscape:justify-center landscape:text-2xl">
          <Smartphone className="size-8 shrink-0 text-primary-300 landscape:hidden" aria-hidden="true" />
          {t('kiosk.payment.success.receiptTitle')}
        </p>
        <p className="mt-2 text-balance text-secondary-100 text-xl landscape:text-lg">
          {receipt.state === 'unavailable'
            ? t('kiosk.payment.success.receiptUnavailable')
            : receipt.state === 'loading'
              ? t('kiosk.payment.success.receiptLoading')
              : t('kiosk.payment.success.receiptHint')}
        </p>
      </div>
    </div>
  );
}
