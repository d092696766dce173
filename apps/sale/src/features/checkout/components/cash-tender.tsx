import { cn, describedBy, Field, Input } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { moneyInput } from '../../../lib/money-input';
import type { TenderState } from '../hooks/use-tender';
import { quickCashAmounts } from '../utils/cash';

/** Cash received (typed or a quick amount, the first one exact) and the change due. */
export function CashTender({ id, tender }: { id: string; tender: TenderState }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const { tenderedError } = tender;
  return (
    <div className="flex flex-col gap-3">
      <Field id={`${id}-tendered`} label={t('sale.checkout.tendered')} error={tenderedError}>
        <Input
          id={`${id}-tendered`}
          inputMode="decimal"
          autoComplete="off"
          value={tender.tenderedText}
          invalid={Boolean(tenderedError)}
          aria-describedby={describedBy(`${id}-tendered`, tenderedError)}
          onChange={(event) => tender.setTenderedText(event.target.value)}
          className="h-14 text-right font-bold text-2xl tabular-nums"
          data-testid="cash-tendered"
        />
      </Field>
      <fieldset className="m-0 grid auto-cols-fr grid-flow-col gap-2 border-0 p-0">
        <legend className="sr-only">{t('sale.checkout.quickCash')}</legend>
        {quickCashAmounts(tender.amountMinor ?? 0).map((value, index) => (
          <button
            key={value}
            type="button"
            data-testid={`quick-cash-${value}`}
            onClick={() => tender.setTenderedText(moneyInput(value))}
            className={cn(
              'h-14 rounded-xl bg-white px-1 font-semibold text-sm tabular-nums ring-1 ring-line transition-colors',
              'hover:bg-primary-50 hover:ring-primary-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
              tender.tenderedMinor === value && 'bg-primary-100 ring-2 ring-primary-500',
            )}
          >
            {index === 0 ? (
              <>
                <span className="block text-ink-muted text-xs">{t('sale.checkout.exact')}</span>
                {formatTl(value)}
              </>
            ) : (
              formatTl(value)
            )}
          </button>
        ))}
      </fieldset>
      <div className="flex items-baseline justify-between rounded-2xl bg-emerald-50 px-5 py-3 ring-1 ring-emerald-200">
        <span className="font-semibold text-emerald-900 text-lg">{t('sale.checkout.change')}</span>
        <span className="font-extrabold text-4xl text-emerald-800 tabular-nums" data-testid="change-due">
          {formatTl(tender.change)}
        </span>
      </div>
    </div>
  );
}
