import type { DealGroup } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { Check, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';
import type { ChoiceView } from './deal-model';

/** The choices of one group: big picture cards with the price delta, sold-out ones disabled. */
export function DealChoices({
  group,
  choices,
  chosen,
  onPick,
}: {
  group: DealGroup;
  choices: ChoiceView[];
  /** Product ids chosen in this group. */
  chosen: ReadonlySet<string>;
  onPick: (choice: ChoiceView) => void;
}) {
  const { t } = useTranslation();
  if (choices.length === 0) {
    return <p className="py-16 text-center text-ink-muted text-xl">{t('kiosk.deal.noChoices')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label={group.name}>
      {choices.map((choice) => {
        const selected = chosen.has(choice.product.id);
        const image = choice.product.image_small ?? choice.product.image;
        return (
          <li key={choice.product.id}>
            <button
              type="button"
              disabled={choice.sold_out}
              aria-pressed={selected}
              onClick={() => onPick(choice)}
              data-testid="deal-choice"
              data-product-id={choice.product.id}
              className={cn(
                'relative flex min-h-44 w-full flex-col items-center gap-2 rounded-3xl bg-white p-4 text-center shadow-card ring-2 transition-transform focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.98]',
                selected ? 'ring-primary-500' : 'ring-line/70',
                choice.sold_out && 'cursor-not-allowed opacity-60 grayscale active:scale-100',
              )}
            >
              {selected && (
                <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-primary-500 text-secondary-950">
                  <Check className="size-6" aria-label={t('kiosk.deal.chosen')} />
                </span>
              )}
              <span className="grid size-24 place-items-center overflow-hidden rounded-2xl bg-primary-50">
                {image && <img src={image} alt="" className="size-full object-cover" draggable={false} />}
              </span>
              <span className="font-bold text-ink text-xl leading-tight">{choice.product.name}</span>
              <span
                className={cn(
                  'font-semibold text-lg tabular-nums',
                  choice.sold_out ? 'text-red-700' : 'text-secondary-700',
                )}
                data-testid="deal-choice-delta"
              >
                {choice.sold_out
                  ? t('kiosk.deal.soldOut')
                  : choice.delta_minor === 0
                    ? t('kiosk.deal.included')
                    : `${choice.delta_minor > 0 ? '+' : '−'}${formatTry(Math.abs(choice.delta_minor))}`}
              </span>
              {choice.configurable && !choice.sold_out && (
                <Settings2 className="absolute top-3 left-3 size-6 text-secondary-400" aria-hidden="true" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Adım 2 / 4": one pill per group and the summary; a done group can be tapped to go back to it. */
export function DealProgress({
  groups,
  step,
  done,
  onGoto,
}: {
  groups: readonly DealGroup[];
  step: number;
  done: (index: number) => boolean;
  onGoto: (index: number) => void;
}) {
  const { t } = useTranslation();
  const names = [...groups.map((g) => g.name), t('kiosk.deal.summary')];
  return (
    <nav aria-label={t('kiosk.deal.progress', { step: step + 1, count: names.length })}>
      <ol className="flex flex-wrap gap-2" data-testid="deal-progress">
        {names.map((name, index) => {
          const reachable =
            index <= step || (index < groups.length ? done(index - 1) : groups.every((_, i) => done(i)));
          return (
            <li key={name + String(index)}>
              <button
                type="button"
                disabled={!reachable}
                aria-current={index === step ? 'step' : undefined}
                onClick={() => onGoto(index)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-lg',
                  index === step
                    ? 'bg-secondary-900 text-white'
                    : done(index)
                      ? 'bg-primary-100 text-primary-900'
                      : 'bg-surface-muted text-ink-muted',
                )}
              >
                <span className="tabular-nums">{index + 1}</span>
                {name}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
