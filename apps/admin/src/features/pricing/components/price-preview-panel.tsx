import type { Deal } from '@kiosk/contracts';
import { ORDER_CHANNEL_VALUES } from '@kiosk/contracts';
import { Button, Field, Input, Select } from '@kiosk/ui';
import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingChoices } from '../api/get-pricing-choices';
import { usePricePreview } from '../hooks/use-price-preview';
import type { OrderChannel } from '../utils/promotion-form';
import { PreviewLines } from './preview-lines';
import { PreviewResult } from './preview-result';

/** "Müşteri ne öder?": a cart, channel, store and now or a chosen time, priced by the server. */
export function PricePreviewPanel({
  choices,
  deals,
  timeZone,
}: {
  choices: PricingChoices;
  deals: Deal[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = usePricePreview(deals, timeZone);
  const { input } = preview;
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-card"
      data-testid="price-preview"
    >
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('pricing.preview.title')}</h2>
        <p className="text-ink-muted text-sm">{t('pricing.preview.description')}</p>
      </div>
      <PreviewLines preview={preview} products={choices.products} deals={deals} />
      <div className="flex flex-wrap items-start gap-3">
        <Field id={`${id}-ch`} label={t('pricing.preview.channel')} className="w-44">
          <Select
            id={`${id}-ch`}
            value={input.channel}
            onChange={(e) => preview.set({ channel: e.target.value as OrderChannel })}
          >
            {ORDER_CHANNEL_VALUES.map((c) => (
              <option key={c} value={c}>
                {t(`pricing.channels.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-st`} label={t('pricing.preview.store')} className="min-w-48 flex-1">
          <Select
            id={`${id}-st`}
            value={input.store_id}
            onChange={(e) => preview.set({ store_id: e.target.value })}
          >
            <option value="">{t('pricing.common.allStores')}</option>
            {choices.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <WhenFields preview={preview} />
      <p className="text-ink-muted text-xs">{t('pricing.preview.timeZone', { zone: timeZone })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={preview.calculate}
          disabled={!preview.ready}
          loading={preview.pending}
          data-testid="calculate-preview"
        >
          <Calculator aria-hidden="true" />
          {t('pricing.preview.calculate')}
        </Button>
        {!preview.ready && <p className="text-ink-muted text-sm">{t('pricing.preview.incomplete')}</p>}
      </div>
      {preview.error && (
        <p role="alert" className="text-red-700 text-sm">
          {t('pricing.preview.failed')}
        </p>
      )}
      {preview.result && <PreviewResult cart={preview.result} products={choices.products} />}
    </section>
  );
}

/** Now, or a chosen date and time on the outlet's clock. */
function WhenFields({ preview }: { preview: ReturnType<typeof usePricePreview> }) {
  const { t } = useTranslation();
  const id = useId();
  const { input } = preview;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 font-medium text-sm">{t('pricing.preview.when')}</legend>
      {(['now', 'at'] as const).map((when) => (
        <label key={when} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-when`}
            className="size-5"
            checked={input.when === when}
            onChange={() => preview.set({ when })}
          />
          {t(`pricing.preview.${when}`)}
        </label>
      ))}
      {input.when === 'at' && (
        <>
          <Field id={`${id}-d`} label={t('pricing.preview.date')} className="w-44">
            <Input
              id={`${id}-d`}
              type="date"
              value={input.date}
              onChange={(e) => preview.set({ date: e.target.value })}
            />
          </Field>
          <Field id={`${id}-t`} label={t('pricing.preview.time')} className="w-40">
            <Input
              id={`${id}-t`}
              type="time"
              value={input.time}
              onChange={(e) => preview.set({ time: e.target.value })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}
