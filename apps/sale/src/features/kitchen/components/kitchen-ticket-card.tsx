import type { KitchenTicket } from '@kiosk/contracts';
import { type AgeColour, type AgeThresholds, ageColour, formatAge } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

const HEADER: Record<AgeColour, string> = {
  green: 'bg-emerald-600 text-white',
  amber: 'bg-amber-400 text-zinc-950',
  red: 'bg-red-600 text-white',
};

export interface KitchenTicketCardProps {
  ticket: KitchenTicket;
  index: number;
  now: number;
  thresholds: AgeThresholds;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onStart: () => void;
  onBump: () => void;
  onLineDone: (lineId: string, done: boolean) => void;
}

type TicketLine = KitchenTicket['lines'][number];

/**
 * One line: quantity, name and customizations by step, tapped to mark it done; a meal deal's part
 * is labelled with its deal and group ("Klasik Burger Menü · Ana ürün").
 */
function KitchenTicketLine(props: { line: TicketLine; onLineDone: (lineId: string, done: boolean) => void }) {
  const { line } = props;
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        aria-pressed={line.done}
        title={t(line.done ? 'sale.kitchen.lineUndone' : 'sale.kitchen.lineDone')}
        onClick={() => props.onLineDone(line.id, !line.done)}
        className={cn('w-full py-2 text-left', line.done && 'text-zinc-400 line-through')}
      >
        {line.deal && (
          <span data-testid="line-deal" className="block font-semibold text-sky-800 text-sm">
            {line.deal.group ? `${line.deal.name} · ${line.deal.group}` : line.deal.name}
          </span>
        )}
        <span className="font-bold text-xl">
          {line.quantity}× {line.name}
        </span>
        {line.steps.map((step) => (
          <span key={step.step} className="block text-base">
            <span className="font-semibold">{step.step}:</span> {step.options.join(', ')}
          </span>
        ))}
      </button>
    </li>
  );
}

/** One order on the kitchen display: number, type, source, age colour, lines by step, notes, actions. */
export function KitchenTicketCard(props: KitchenTicketCardProps) {
  const { ticket, now, thresholds, selected, busy } = props;
  const { t } = useTranslation();
  const age = now - new Date(ticket.since).getTime();
  const colour = ageColour(age, thresholds);
  return (
    <article
      data-testid="kitchen-ticket"
      data-queue={ticket.queue_number}
      data-phase={ticket.phase}
      data-age={colour}
      aria-label={`${t('sale.kitchen.queue')} ${ticket.queue_number}`}
      className={cn(
        'flex min-h-72 flex-col overflow-hidden rounded-xl bg-white text-zinc-950 shadow-lg',
        selected && 'ring-4 ring-sky-400',
      )}
    >
      <button
        type="button"
        onClick={() => {
          props.onSelect();
          if (ticket.phase === 'new') props.onStart();
        }}
        className={cn('flex items-center justify-between gap-3 px-4 py-3 text-left', HEADER[colour])}
      >
        <span className="flex items-baseline gap-2">
          {props.index < 9 && (
            <kbd className="rounded border border-current px-1.5 font-mono text-xs opacity-70">
              {props.index + 1}
            </kbd>
          )}
          <span className="font-black text-5xl tabular-nums leading-none">{ticket.queue_number}</span>
        </span>
        <span className="flex flex-col items-end text-right">
          <span className="font-bold text-2xl tabular-nums" data-testid="ticket-age">
            {formatAge(age)}
          </span>
          <span className="font-semibold text-sm uppercase">
            {t(ticket.phase === 'new' ? 'sale.kitchen.phase.new' : 'sale.kitchen.phase.preparing')}
          </span>
        </span>
      </button>
      <div className="flex gap-2 border-zinc-200 border-b px-4 py-2 font-semibold text-sm">
        <span className="rounded bg-zinc-900 px-2 py-0.5 text-white">
          {t(ticket.order_type === 'takeaway' ? 'sale.kitchen.takeaway' : 'sale.kitchen.eatIn')}
        </span>
        <span className="rounded bg-zinc-200 px-2 py-0.5">{t(`sale.kitchen.source.${ticket.source}`)}</span>
        <span className="ml-auto text-zinc-500">{ticket.order_number}</span>
      </div>
      <ul className="flex-1 divide-y divide-zinc-100 px-4">
        {ticket.lines.map((line) => (
          <KitchenTicketLine key={line.id} line={line} onLineDone={props.onLineDone} />
        ))}
      </ul>
      {ticket.notes && (
        <p className="mx-4 mb-2 rounded bg-yellow-100 px-2 py-1 font-semibold text-base">
          {t('sale.kitchen.notes')}: {ticket.notes}
        </p>
      )}
      <div className="flex gap-2 p-3">
        {ticket.phase === 'new' && (
          <button
            type="button"
            disabled={busy}
            onClick={props.onStart}
            className="flex-1 rounded-lg bg-sky-600 py-3 font-bold text-lg text-white disabled:opacity-50"
          >
            {t('sale.kitchen.start')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={props.onBump}
          className="flex-1 rounded-lg bg-emerald-600 py-3 font-bold text-lg text-white disabled:opacity-50"
        >
          {t('sale.kitchen.bump')}
        </button>
      </div>
    </article>
  );
}
