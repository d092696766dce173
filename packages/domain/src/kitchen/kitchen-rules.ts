import {
  type DisplayStatus,
  displayStatus,
  fullyRefunded,
  type OrderPayment,
  type StatusChangeRefusal,
  statusChangeRefusal,
} from '../orders/order-status.js';

/**
 * Kitchen display and order-ready board (issue 20). Pure rules: which lines a station cooks, the
 * ticket view of an order (customizations grouped by step), the age colour, when an order is ready
 * (every station with lines has bumped its part) and the kitchen's status steps.
 */

/** A chosen option as an order line keeps it (order_items.configurations). */
export interface LineChoice {
  step_id?: string | null | undefined;
  step_name?: string | null | undefined;
  option_name: string;
  quantity?: number | null | undefined;
}

export interface KitchenLineInput {
  id: string;
  product_name: string;
  quantity: number;
  category_id: string | null;
  configurations: unknown;
  done: boolean;
  /** A meal deal's part (issue 33): its deal's name and the part's group; absent on a plain line. */
  deal_name?: string | null | undefined;
  deal_group?: string | null | undefined;
}

export interface TicketStep {
  step: string;
  options: string[];
}

export interface TicketLine {
  id: string;
  name: string;
  quantity: number;
  steps: TicketStep[];
  done: boolean;
  /** The deal this line is a part of ("Klasik Burger Menü" · "Ana ürün"); absent on a plain line. */
  deal?: { name: string; group: string | null };
}

function isChoice(value: unknown): value is LineChoice {
  return typeof value === 'object' && value !== null && typeof (value as LineChoice).option_name === 'string';
}

/**
 * A line's customizations grouped by step, in the order the steps were chosen; an option taken
 * more than once reads "2× Cheddar".
 */
export function groupCustomizations(configurations: unknown): TicketStep[] {
  if (!Array.isArray(configurations)) return [];
  const steps: TicketStep[] = [];
  const byKey = new Map<string, TicketStep>();
  for (const choice of configurations.filter(isChoice)) {
    const name = choice.step_name?.trim() || '';
    const key = choice.step_id ?? name;
    let step = byKey.get(key);
    if (!step) {
      step = { step: name, options: [] };
      byKey.set(key, step);
      steps.push(step);
    }
    const qty = choice.quantity ?? 1;
    step.options.push(qty > 1 ? `${qty}× ${choice.option_name}` : choice.option_name);
  }
  return steps;
}

/** A station and the categories it cooks; the default station takes every line no other station takes. */
export interface StationRoute {
  id: string;
  is_default: boolean;
  category_ids: readonly string[];
}

/**
 * The station that cooks a line of this category: the first station listing the category, else
 * the default station (undefined only when no station exists).
 */
export function stationForCategory(
  categoryId: string | null,
  stations: readonly StationRoute[],
): string | undefined {
  const named = categoryId ? stations.find((s) => s.category_ids.includes(categoryId)) : undefined;
  return (named ?? stations.find((s) => s.is_default) ?? stations[0])?.id;
}

/** The stations an order's lines go to (each once, in station order). */
export function stationsOfOrder(
  lines: readonly { category_id: string | null }[],
  stations: readonly StationRoute[],
): string[] {
  const used = new Set(lines.map((l) => stationForCategory(l.category_id, stations)));
  return stations.filter((s) => used.has(s.id)).map((s) => s.id);
}

/** The lines of an order one station shows. */
export function linesForStation<T extends { category_id: string | null }>(
  lines: readonly T[],
  stationId: string,
  stations: readonly StationRoute[],
): T[] {
  return lines.filter((l) => stationForCategory(l.category_id, stations) === stationId);
}

/** An order is ready when every station that has lines of it has bumped its part. */
export function orderReadyAfterBumps(
  stationsWithLines: readonly string[],
  bumped: readonly string[],
): boolean {
  return stationsWithLines.length > 0 && stationsWithLines.every((s) => bumped.includes(s));
}

export function ticketLines(lines: readonly KitchenLineInput[]): TicketLine[] {
  return lines.map((l) => ({
    id: l.id,
    name: l.product_name,
    quantity: l.quantity,
    steps: groupCustomizations(l.configurations),
    done: l.done,
    ...(l.deal_name ? { deal: { name: l.deal_name, group: l.deal_group ?? null } } : {}),
  }));
}

/** Age colour thresholds in minutes: green below `amber`, amber below `red`, red after. */
export interface AgeThresholds {
  amber: number;
  red: number;
}
export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { amber: 5, red: 10 };
export type AgeColour = 'green' | 'amber' | 'red';

export function ageColour(ageMs: number, thresholds: AgeThresholds = DEFAULT_AGE_THRESHOLDS): AgeColour {
  const minutes = ageMs / 60_000;
  if (minutes < thresholds.amber) return 'green';
  if (minutes < thresholds.red) return 'amber';
  return 'red';
}

/** "m:ss" (or "h:mm:ss") of an age, never negative. */
export function formatAge(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Thresholds from text (URL or setting): "5,10"; anything unusable gives the defaults. */
export function parseAgeThresholds(text: string | null | undefined): AgeThresholds {
  const [a, r] = (text ?? '').split(',').map((p) => Number(p));
  if (a === undefined || r === undefined || !Number.isFinite(a) || !Number.isFinite(r) || a <= 0 || r <= a) {
    return DEFAULT_AGE_THRESHOLDS;
  }
  return { amber: a, red: r };
}

/** Where an order is for the kitchen: on the display (new or cooking), ready, or gone. */
export type KitchenPhase = 'new' | 'preparing' | 'ready' | 'gone';

export function kitchenPhase(raw: string): KitchenPhase {
  const display: DisplayStatus | undefined = displayStatus(raw);
  if (display === 'confirmed') return 'new';
  if (display === 'preparing') return 'preparing';
  if (display === 'ready') return 'ready';
  return 'gone';
}

/** The kitchen's own step back: a recalled ticket goes from ready to preparing again. */
export function kitchenStatusRefusal(
  raw: string,
  target: string,
  payment: OrderPayment,
): StatusChangeRefusal | undefined {
  if (displayStatus(raw) === 'ready' && target === 'preparing') {
    if (fullyRefunded(payment)) return 'order_refunded';
    return payment.paymentStatus === 'paid' ? undefined : 'order_not_paid';
  }
  return statusChangeRefusal(raw, target, payment);
}

/**
 * The status steps a station's bump takes the order through: when this bump completes the order,
 * new -> preparing -> ready (a ticket bumped without being started is started too); when other
 * stations still cook, only new -> preparing.
 */
export function stepsForBump(raw: string, completesOrder: boolean): Array<'preparing' | 'ready'> {
  const phase = kitchenPhase(raw);
  const steps: Array<'preparing' | 'ready'> = [];
  if (phase === 'new') steps.push('preparing');
  if (completesOrder && (phase === 'new' || phase === 'preparing')) steps.push('ready');
  return steps;
}

/** Board columns: waiting ("Hazırlanıyor") and ready ("Hazır"); a ready number leaves after `readyMinutes`. */
export type BoardColumn = 'preparing' | 'ready';

export function boardColumn(
  raw: string,
  readyAtMs: number | null,
  nowMs: number,
  readyMinutes: number,
): BoardColumn | undefined {
  const phase = kitchenPhase(raw);
  if (phase === 'new' || phase === 'preparing') return 'preparing';
  if (phase === 'ready') {
    if (readyAtMs !== null && nowMs - readyAtMs >= readyMinutes * 60_000) return undefined;
    return 'ready';
  }
  return undefined;
}
