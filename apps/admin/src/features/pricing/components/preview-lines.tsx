import type { Deal } from '@kiosk/contracts';
import { Button, Field, Input, Select, usePriceFormatter } from '@kiosk/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from '../api/get-pricing-choices';
import type { usePricePreview } from '../hooks/use-price-preview';
import type { PreviewLine } from '../utils/preview-request';

type Preview = ReturnType<typeof usePricePreview>;

/** The preview's cart: a product or deal per line with its quantity, a deal's choice per group. */
export function PreviewLines({
  preview,
  products,
  deals,
}: {
  preview: Preview;
  products: ProductChoice[];
  deals: Deal[];
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {preview.input.lines.map((line) => (
        <LineRow key={line.key} line={line} preview={preview} products={products} deals={deals} />
      ))}
      <Button variant="outline" className="self-start" onClick={preview.addLine}>
        <Plus aria-hidden="true" />
        {t('pricing.preview.addLine')}
      </Button>
    </div>
  );
}

function LineRow({
  line,
  preview,
  products,
  deals,
}: {
  line: PreviewLine;
  preview: Preview;
  products: ProductChoice[];
  deals: Deal[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const { formatPrice } = usePriceFormatter();
  const deal = deals.find((d) => d.product_id === line.product_id);
  const nameOf = (productId: string) => products.find((p) => p.id === productId)?.name ?? productId;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3" data-testid="preview-line">
      <div className="flex flex-wrap items-start gap-2">
        <Field id={`${id}-p`} label={t('pricing.preview.line')} className="min-w-56 flex-1">
          <Select
            id={`${id}-p`}
            value={line.product_id}
            onChange={(e) => preview.setLine(line.key, { product_id: e.target.value })}
          >
            <option value="">{t('pricing.common.choose')}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-q`} label={t('pricing.preview.quantity')} className="w-24">
          <Input
            id={`${id}-q`}
            type="number"
            min={1}
            max={99}
            value={line.quantity}
            onChange={(e) => preview.setLine(line.key, { quantity: Number(e.target.value) })}
          />
        </Field>
        <Button
          size="icon"
          variant="ghost"
          className="mt-6"
          aria-label={t('pricing.preview.removeLine')}
          onClick={() => preview.removeLine(line.key)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {deal && (
        <div className="grid gap-2 sm:grid-cols-2">
          {deal.groups.map((group) => (
            <Field key={group.id} id={`${id}-${group.id}`} label={group.name}>
              <Select
                id={`${id}-${group.id}`}
                value={line.parts[group.id] ?? ''}
                onChange={(e) =>
                  preview.setLine(line.key, { parts: { ...line.parts, [group.id]: e.target.value } })
                }
              >
                {group.min === 0 && <option value="">{t('pricing.preview.partNone')}</option>}
                {group.choices.map((c) => (
                  <option key={c.product_id} value={c.product_id}>
                    {nameOf(c.product_id)}
                    {c.price_delta_minor > 0 ? ` (+${formatPrice(c.price_delta_minor)})` : ''}
                    {c.price_delta_minor < 0 ? ` (${formatPrice(c.price_delta_minor)})` : ''}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      )}
    </div>
  );
}
