import { zodResolver } from '@hookform/resolvers/zod';
import { LoadingPanel } from '@kiosk/catalogue-ui';
import type { ChannelPriceRecord } from '@kiosk/contracts';
import { Button, Field, Input, Select, toast, usePriceFormatter } from '@kiosk/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { get, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useChannelPrices } from '../api/get-channel-prices';
import type { Choice, ProductChoice } from '../api/get-pricing-choices';
import { useSaveChannelPrices } from '../api/save-channel-prices';
import {
  type ChannelPricesForm,
  channelPriceRows,
  channelPricesFormSchema,
  channelPricesWrite,
} from '../utils/channel-price-form';
import { errorText } from '../utils/error-text';
import { applyServerIssues } from '../utils/server-issues';

/** "Kanal fiyatları" of one product: a price per channel and / or store. */
export function ChannelPricesCard({ product, stores }: { product: ProductChoice; stores: Choice[] }) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  const prices = useChannelPrices(product.id);
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-card" data-testid="channel-prices">
      <h2 className="font-semibold text-ink text-lg">{t('pricing.channelPrices.title')}</h2>
      <p className="text-ink-muted text-sm">{t('pricing.channelPrices.description')}</p>
      <p className="mt-2 font-medium text-sm">
        {t('pricing.channelPrices.base', { price: formatPrice(product.price_minor) })}
      </p>
      {prices.error ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {t('pricing.common.loadError')}
        </p>
      ) : !prices.data ? (
        <LoadingPanel className="min-h-24" />
      ) : (
        <PricesForm key={product.id} productId={product.id} saved={prices.data} stores={stores} />
      )}
    </section>
  );
}

function PricesForm({
  productId,
  saved,
  stores,
}: {
  productId: string;
  saved: ChannelPriceRecord[];
  stores: Choice[];
}) {
  const { t } = useTranslation();
  const form = useForm<ChannelPricesForm>({
    resolver: zodResolver(channelPricesFormSchema),
    defaultValues: { rows: channelPriceRows(saved) },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const save = useSaveChannelPrices();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { productId, prices: channelPricesWrite(values.rows) },
      {
        onSuccess: (stored) => {
          form.reset({ rows: channelPriceRows(stored) });
          toast.success(t('pricing.channelPrices.saved'));
        },
        onError: (error) => {
          const rename = (field: string) =>
            field.replace(/^prices\./, 'rows.').replace(/price_minor$/, 'price');
          if (!applyServerIssues(error, form.setError, rename)) {
            toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t));
          }
        },
      },
    ),
  );
  return (
    <form noValidate className="mt-3 flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      {rows.fields.length === 0 && (
        <p className="text-ink-muted text-sm">{t('pricing.channelPrices.empty')}</p>
      )}
      {rows.fields.map((field, index) => (
        <PriceRow
          key={field.id}
          index={index}
          form={form}
          stores={stores}
          onRemove={() => rows.remove(index)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => rows.append({ channel: 'delivery', store_id: '', price: '' })}
        >
          <Plus aria-hidden="true" />
          {t('pricing.channelPrices.add')}
        </Button>
        <Button type="submit" loading={save.isPending} className="ml-auto" data-testid="save-channel-prices">
          {t('pricing.common.save')}
        </Button>
      </div>
    </form>
  );
}

/** One price: channel, store, amount, remove. */
function PriceRow({
  index,
  form,
  stores,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<ChannelPricesForm>;
  stores: Choice[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const err = (path: string) =>
    errorText(t, (get(form.formState.errors, path) as { message?: string } | undefined)?.message);
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="channel-price-row">
      <Field
        id={`${id}-${index}-c`}
        label={t('pricing.channelPrices.channel')}
        error={err(`rows.${index}.channel`)}
        className="w-44"
      >
        <Select id={`${id}-${index}-c`} {...form.register(`rows.${index}.channel`)}>
          <option value="">{t('pricing.common.allChannels')}</option>
          {(['kiosk', 'till', 'delivery'] as const).map((c) => (
            <option key={c} value={c}>
              {t(`pricing.channels.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-${index}-s`}
        label={t('pricing.channelPrices.store')}
        error={err(`rows.${index}.store_id`)}
        className="min-w-48 flex-1"
      >
        <Select id={`${id}-${index}-s`} {...form.register(`rows.${index}.store_id`)}>
          <option value="">{t('pricing.common.allStores')}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-${index}-p`}
        label={t('pricing.channelPrices.price')}
        error={err(`rows.${index}.price`)}
        className="w-36"
      >
        <Input
          id={`${id}-${index}-p`}
          inputMode="decimal"
          invalid={!!err(`rows.${index}.price`)}
          {...form.register(`rows.${index}.price`)}
        />
      </Field>
      <Button
        size="icon"
        variant="ghost"
        className="mt-6"
        aria-label={t('pricing.channelPrices.remove')}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
