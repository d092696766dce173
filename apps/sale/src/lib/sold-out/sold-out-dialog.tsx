import type { SoldOutState } from '@kiosk/contracts';
import { SOLD_OUT_DURATIONS, soldOutMarkTime } from '@kiosk/domain';
import { Button, cn, Dialog, describedBy, Field, Input, useLanguage } from '@kiosk/ui';
import { Ban, RotateCcw } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SoldOutFormValues } from './sold-out-form';
import { type SoldOutTarget, useSoldOutDialog } from './use-sold-out-dialog';

/**
 * "Tükendi olarak işaretle": how long (until further notice, 1/2/4 hours, the end of the day) and
 * an optional count left; when the product is marked already, who marked it, when and until when,
 * and "Tekrar satışa aç". Shared by the till (long-press or a tile's menu) and the kitchen display.
 */
export function SoldOutDialog({ target, onClose }: { target: SoldOutTarget | null; onClose: () => void }) {
  // keyed by product: another product's dialog starts from its own values
  return target ? <OpenSoldOutDialog key={target.id} target={target} onClose={onClose} /> : null;
}

function OpenSoldOutDialog({ target, onClose }: { target: SoldOutTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit, unmark, busy, error, marked } = useSoldOutDialog(target, onClose);
  const countError = form.formState.errors.countLeft?.message;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('sale.kitchen.soldOut.mark')}
      description={target.name}
      // wide enough for its three buttons on one line, in both languages
      size="lg"
      footer={
        <>
          {marked && (
            <Button
              variant="outline"
              size="lg"
              className="mr-auto"
              onClick={() => void unmark()}
              loading={busy === 'unmark'}
              disabled={busy !== null}
              data-testid="sold-out-unmark"
            >
              <RotateCcw aria-hidden="true" />
              {t('sale.kitchen.soldOut.unmark')}
            </Button>
          )}
          <Button variant="ghost" size="lg" onClick={onClose}>
            {t('sale.kitchen.soldOut.cancel')}
          </Button>
          <Button
            type="submit"
            form="sold-out-form"
            variant="danger"
            size="lg"
            loading={busy === 'mark'}
            disabled={busy !== null}
            data-testid="sold-out-submit"
          >
            <Ban aria-hidden="true" />
            {t(marked ? 'sale.kitchen.soldOut.update' : 'sale.kitchen.soldOut.mark')}
          </Button>
        </>
      }
    >
      <form
        id="sold-out-form"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => void submit(event)}
        data-testid="sold-out-dialog"
      >
        {marked && <MarkStatus inStock={target.in_stock} mark={target.sold_out} />}
        <DurationChoice form={form} />
        <Field
          id="sold-out-count"
          label={t('sale.kitchen.soldOut.countLeft')}
          hint={t('sale.kitchen.soldOut.countLeftHint')}
          error={countError ? t(`sale.kitchen.soldOut.errors.${countError}`) : undefined}
        >
          <Input
            id="sold-out-count"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="max-w-40 tabular-nums"
            invalid={Boolean(countError)}
            aria-describedby={describedBy('sold-out-count', countError, true)}
            data-testid="sold-out-count"
            {...form.register('countLeft')}
          />
        </Field>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** The five durations as large radio tiles (touch and arrow keys). */
function DurationChoice({ form }: { form: UseFormReturn<SoldOutFormValues> }) {
  const { t } = useTranslation();
  const chosen = form.watch('duration');
  return (
    <fieldset className="m-0 grid grid-cols-2 gap-2.5 border-0 p-0">
      <legend className="mb-2 font-semibold text-ink">{t('sale.kitchen.soldOut.howLong')}</legend>
      {SOLD_OUT_DURATIONS.map((duration, index) => (
        <label
          key={duration}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 font-semibold ring-2 transition-colors',
            'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-400',
            index === 0 && 'col-span-2',
            chosen === duration
              ? 'bg-secondary-900 text-white ring-secondary-900'
              : 'bg-white ring-line hover:ring-primary-300',
          )}
          data-testid={`sold-out-duration-${duration}`}
        >
          <input
            type="radio"
            value={duration}
            className="size-5 accent-primary-500"
            {...form.register('duration')}
          />
          {t(`sale.kitchen.soldOut.durations.${duration}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The mark on the product now: sold out or "5 left", who marked it and when, until when. */
function MarkStatus({ inStock, mark }: { inStock: boolean; mark: SoldOutState | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const now = new Date();
  const left = mark?.count_left ?? null;
  return (
    <div
      className={cn(
        'rounded-xl px-4 py-3 text-sm ring-1',
        inStock ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-red-50 text-red-950 ring-red-200',
      )}
      data-testid="sold-out-status"
    >
      <p className="font-bold text-base">
        {inStock
          ? `${t('sale.kitchen.soldOut.onSale')} · ${t('sale.kitchen.soldOut.left', { count: left ?? 0 })}`
          : t('sale.kitchen.soldOut.soldOutNow')}
      </p>
      {mark && (
        <>
          <p className="mt-1">
            {t('sale.kitchen.soldOut.markedBy', {
              by: mark.by ?? t('sale.kitchen.soldOut.someone'),
              time: soldOutMarkTime(mark.at, now, locale),
            })}
          </p>
          <p>
            {mark.until
              ? t('sale.kitchen.soldOut.until', { time: soldOutMarkTime(mark.until, now, locale) })
              : t('sale.kitchen.soldOut.untilFurtherNotice')}
          </p>
        </>
      )}
    </div>
  );
}
