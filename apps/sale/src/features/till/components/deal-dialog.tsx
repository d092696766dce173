import type { MenuData } from '@kiosk/contracts';
import type { DealGroup, OrderChannel } from '@kiosk/domain';
import { Button, cn, Dialog } from '@kiosk/ui';
import { AlertCircle, Check } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type DealTarget, useDealForm } from '../hooks/use-deal-form';
import { useMoney } from '../hooks/use-till-menu';
import { orderable } from '../utils/deal-form';
import { DealPartOptions } from './deal-part-options';

export type { DealTarget } from '../hooks/use-deal-form';

export interface DealDialogProps {
  target: DealTarget | null;
  menu: MenuData | null;
  channel: OrderChannel;
  onClose(): void;
}

/**
 * A meal deal in one dialog: a section per group with its choices (their price delta; sold out
 * ones disabled), each chosen product's own options under it (the till's option steps), and the
 * running price. Enter confirms.
 */
export function DealDialog({ target, menu, channel, onClose }: DealDialogProps) {
  const product = target && menu ? menu.products.find((p) => p.id === target.productId) : undefined;
  return (
    <Dialog
      open={target !== null && product !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      title={product?.name ?? ''}
      description={product?.description ?? undefined}
      className="max-h-[92vh]"
    >
      {target && menu && (
        <DealForm
          key={`${target.productId}:${target.lineId ?? 'new'}`}
          target={target}
          menu={menu}
          channel={channel}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function DealForm({
  target,
  menu,
  channel,
  onDone,
}: {
  target: DealTarget;
  menu: MenuData;
  channel: OrderChannel;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useDealForm(target, menu, channel, onDone);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    form.submit();
  };
  if (!form.deal) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter anywhere in the form confirms it
    <div className="flex flex-col gap-5" onKeyDown={onKeyDown} data-testid="deal-dialog">
      {form.deal.groups.map((group) => (
        <section key={group.id} aria-labelledby={`deal-group-${group.id}`} data-testid="deal-group">
          <GroupHeading
            group={group}
            missing={form.showMissing && !!form.state?.missingGroups.has(group.id)}
          />
          <GroupChoices group={group} menu={menu} form={form} />
          {form.parts.map((part, index) =>
            part.group_id === group.id ? (
              <DealPartOptions
                // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the deal is its identity
                key={`${part.product_id}:${index}`}
                menu={menu}
                part={part}
                item={form.ctx.lookup(part.product_id)?.item ?? null}
                showMissing={form.showMissing}
                onChange={(selection) => form.setSelection(index, selection)}
              />
            ) : null,
          )}
        </section>
      ))}
      <div className="sticky bottom-0 -mx-6 -mb-5 flex flex-wrap items-center gap-4 border-line border-t bg-white px-6 py-4">
        <div className="leading-tight">
          <p className="text-ink-muted text-xs">{t('sale.pricing.deal.price')}</p>
          <p className="font-bold text-ink text-xl tabular-nums" data-testid="deal-price">
            {money(form.state?.unitMinor ?? 0)}
          </p>
        </div>
        {form.showMissing && !form.valid && (
          <p role="alert" className="flex items-center gap-1.5 font-semibold text-red-700 text-sm">
            <AlertCircle className="size-4" aria-hidden="true" />
            {t('sale.pricing.deal.missing')}
          </p>
        )}
        <div className="ml-auto flex items-center gap-3">
          <Button variant="outline" size="lg" onClick={onDone}>
            {t('sale.pricing.deal.cancel')}
          </Button>
          <Button size="lg" onClick={form.submit} data-testid="deal-confirm">
            <Check aria-hidden="true" />
            {target.lineId ? t('sale.pricing.deal.update') : t('sale.pricing.deal.add')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function GroupHeading({ group, missing }: { group: DealGroup; missing: boolean }) {
  const { t } = useTranslation();
  const rule =
    group.min === 0
      ? `${t('sale.pricing.deal.optional')} · ${t('sale.pricing.deal.pickUpTo', { count: group.max })}`
      : group.min === group.max
        ? t('sale.pricing.deal.pick', { count: group.min })
        : t('sale.pricing.deal.pickUpTo', { count: group.max });
  return (
    <div className="mb-2 flex items-baseline gap-3">
      <h3 id={`deal-group-${group.id}`} className="font-bold text-ink text-lg">
        {group.name}
      </h3>
      <span className={cn('text-sm', missing ? 'font-semibold text-red-700' : 'text-ink-muted')}>{rule}</span>
    </div>
  );
}

function GroupChoices({
  group,
  menu,
  form,
}: {
  group: DealGroup;
  menu: MenuData;
  form: ReturnType<typeof useDealForm>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-4">
      {group.choices.map((choice) => {
        const product = menu.products.find((p) => p.id === choice.product_id);
        const available = orderable(form.ctx.lookup, choice.product_id);
        const chosen = form.parts.some((p) => p.group_id === group.id && p.product_id === choice.product_id);
        return (
          <button
            key={choice.product_id}
            type="button"
            aria-pressed={chosen}
            disabled={!available}
            onClick={() => form.toggle(group.id, choice.product_id)}
            data-testid="deal-choice"
            data-product-id={choice.product_id}
            className={cn(
              'flex min-h-14 flex-col items-start justify-center rounded-xl px-3 py-2 text-left ring-2 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:cursor-not-allowed disabled:opacity-50',
              chosen ? 'bg-primary-50 ring-primary-500' : 'bg-white ring-line hover:ring-primary-300',
            )}
          >
            <span className="font-semibold text-ink text-sm leading-snug">{product?.name ?? '—'}</span>
            <span className="text-ink-muted text-xs tabular-nums">
              {!available
                ? t('sale.pricing.deal.soldOut')
                : choice.price_delta_minor !== 0
                  ? `${choice.price_delta_minor > 0 ? '+' : '−'}${money(Math.abs(choice.price_delta_minor))}`
                  : '\u00a0'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
