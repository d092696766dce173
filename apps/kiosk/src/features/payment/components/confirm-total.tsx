import { ArrowLeft, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { formatTry } from '../../../lib/money';

/** "Prices updated": the order's total differs from the cart's; the customer accepts it or goes back. */
export function ConfirmTotal({
  previous,
  current,
  onConfirm,
  onBack,
}: {
  previous: number;
  current: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full max-w-4xl flex-col items-center gap-8" data-testid="price-changed">
      <h1 className="font-extrabold text-6xl tracking-tight">{t('kiosk.payment.priceChanged.title')}</h1>
      <p className="max-w-2xl text-balance text-2xl text-secondary-100">
        {t('kiosk.payment.priceChanged.description')}
      </p>
      <div className="grid w-full grid-cols-2 gap-6">
        <div className="rounded-[2rem] bg-white/10 p-8 ring-1 ring-white/15">
          <p className="text-secondary-200 text-xl">{t('kiosk.payment.priceChanged.previous')}</p>
          <p className="font-bold text-4xl text-white/70 line-through tabular-nums">{formatTry(previous)}</p>
        </div>
        <div className="rounded-[2rem] bg-white p-8 text-secondary-950">
          <p className="text-secondary-600 text-xl">{t('kiosk.payment.priceChanged.current')}</p>
          <p className="font-extrabold text-5xl tabular-nums" data-testid="new-total">
            {formatTry(current)}
          </p>
        </div>
      </div>
      <div className="grid w-full grid-cols-2 gap-5">
        <KioskButton variant="glass" size="2xl" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('kiosk.payment.priceChanged.back')}
        </KioskButton>
        <KioskButton size="2xl" onClick={onConfirm}>
          <Check aria-hidden="true" />
          {t('kiosk.payment.priceChanged.confirm')}
        </KioskButton>
      </div>
    </div>
  );
}
