import { usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from '../api/get-pricing-choices';
import type { PricedCart } from '../api/preview-price';

/** The priced cart: each line's list price, savings and net; the totals, savings and VAT by rate. */
export function PreviewResult({ cart, products }: { cart: PricedCart; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name ?? id;
  const totals = cart.totals;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl bg-surface p-4"
      data-testid="preview-result"
      aria-live="polite"
    >
      <ul className="flex flex-col gap-2">
        {cart.lines.map((line) => (
          <li key={line.line_id} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="font-medium">
                {line.quantity} × {nameOf(line.product_id)}
              </span>
              <span>{formatPrice(line.net_minor)}</span>
            </div>
            {line.parts.length > 0 && (
              <p className="text-ink-muted text-xs">
                {line.parts.map((p) => nameOf(p.product_id)).join(' · ')}
              </p>
            )}
            {line.savings.map((s) => (
              <div key={s.id} className="flex justify-between gap-3 text-emerald-700 text-xs">
                <span>{s.name}</span>
                <span>-{formatPrice(s.amount_minor)}</span>
              </div>
            ))}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-line border-t pt-3 text-sm">
        <dt>{t('pricing.preview.gross')}</dt>
        <dd className="text-right">{formatPrice(totals.gross_minor)}</dd>
        <dt>{t('pricing.preview.discount')}</dt>
        <dd className="text-right text-emerald-700">
          {totals.discount_minor > 0 ? `-${formatPrice(totals.discount_minor)}` : formatPrice(0)}
        </dd>
        <dt className="font-semibold text-base">{t('pricing.preview.total')}</dt>
        <dd className="text-right font-semibold text-base" data-testid="preview-total">
          {formatPrice(totals.total_minor)}
        </dd>
        {totals.vat_by_rate.map((v) => (
          <div key={v.vat_rate} className="contents text-ink-muted">
            <dt>{t('pricing.preview.vatRate', { rate: v.vat_rate })}</dt>
            <dd className="text-right">{formatPrice(v.vat_minor)}</dd>
          </div>
        ))}
      </dl>
      {totals.savings.length === 0 && (
        <p className="text-ink-muted text-sm">{t('pricing.preview.noSavings')}</p>
      )}
      {cart.issues.length > 0 && (
        <div role="alert" className="text-amber-800 text-sm">
          <p className="font-medium">{t('pricing.preview.issues')}</p>
          <ul>
            {cart.issues.map((i) => (
              <li key={`${i.field}:${i.code}`}>
                {t('pricing.preview.issue', { field: i.field, code: i.code })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
