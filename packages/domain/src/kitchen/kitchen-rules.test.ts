import { describe, expect, it } from 'vitest';
import {
  ageColour,
  boardColumn,
  formatAge,
  groupCustomizations,
  kitchenPhase,
  kitchenStatusRefusal,
  linesForStation,
  orderReadyAfterBumps,
  parseAgeThresholds,
  type StationRoute,
  stationForCategory,
  stationsOfOrder,
  stepsForBump,
} from './kitchen-rules.js';

const stations: StationRoute[] = [
  { id: 'mutfak', is_default: true, category_ids: [] },
  { id: 'bar', is_default: false, category_ids: ['drinks'] },
  { id: 'tatli', is_default: false, category_ids: ['sweets'] },
];

describe('station routing', () => {
  it('sends a listed category to its station and everything else to the default station', () => {
    expect(stationForCategory('drinks', stations)).toBe('bar');
    expect(stationForCategory('burgers', stations)).toBe('mutfak');
    expect(stationForCategory(null, stations)).toBe('mutfak');
    expect(stationForCategory('drinks', [])).toBeUndefined();
  });
  it('splits an order between the stations that have lines of it, and each shows only its lines', () => {
    const lines = [
      { id: 'a', category_id: 'burgers' },
      { id: 'b', category_id: 'drinks' },
      { id: 'c', category_id: 'drinks' },
    ];
    expect(stationsOfOrder(lines, stations)).toEqual(['mutfak', 'bar']);
    expect(linesForStation(lines, 'bar', stations).map((l) => l.id)).toEqual(['b', 'c']);
    expect(linesForStation(lines, 'tatli', stations)).toEqual([]);
  });
  it('calls an order ready only when every station with lines has bumped', () => {
    expect(orderReadyAfterBumps(['mutfak', 'bar'], ['bar'])).toBe(false);
    expect(orderReadyAfterBumps(['mutfak', 'bar'], ['bar', 'mutfak'])).toBe(true);
    expect(orderReadyAfterBumps([], [])).toBe(false);
  });
});

describe('ticket view', () => {
  it('groups customizations by step in the order chosen, with quantities', () => {
    const steps = groupCustomizations([
      { step_id: 's1', step_name: 'Ekmek', option_name: 'Tam buğday' },
      { step_id: 's2', step_name: 'Ekstralar', option_name: 'Cheddar', quantity: 2 },
      { step_id: 's2', step_name: 'Ekstralar', option_name: 'Turşu', quantity: 1 },
      { nonsense: true },
    ]);
    expect(steps).toEqual([
      { step: 'Ekmek', options: ['Tam buğday'] },
      { step: 'Ekstralar', options: ['2× Cheddar', 'Turşu'] },
    ]);
    expect(groupCustomizations(null)).toEqual([]);
  });
  it('colours the age green, amber then red at the thresholds', () => {
    expect(ageColour(4 * 60_000)).toBe('green');
    expect(ageColour(5 * 60_000)).toBe('amber');
    expect(ageColour(10 * 60_000)).toBe('red');
    expect(ageColour(2 * 60_000, { amber: 1, red: 3 })).toBe('amber');
    expect(parseAgeThresholds('3,8')).toEqual({ amber: 3, red: 8 });
    expect(parseAgeThresholds('8,3')).toEqual({ amber: 5, red: 10 });
    expect(parseAgeThresholds(undefined)).toEqual({ amber: 5, red: 10 });
    expect(formatAge(65_000)).toBe('1:05');
    expect(formatAge(3_725_000)).toBe('1:02:05');
    expect(formatAge(-5)).toBe('0:00');
  });
});

describe('kitchen steps', () => {
  const paid = { paymentStatus: 'paid' };
  it('puts paid and confirmed orders on the display, ready orders on the board, closed ones nowhere', () => {
    expect(kitchenPhase('paid')).toBe('new');
    expect(kitchenPhase('confirmed')).toBe('new');
    expect(kitchenPhase('preparing')).toBe('preparing');
    expect(kitchenPhase('ready')).toBe('ready');
    expect(kitchenPhase('completed')).toBe('gone');
    expect(kitchenPhase('cancelled')).toBe('gone');
    expect(kitchenPhase('pending_payment')).toBe('gone');
  });
  it('starts a ticket bumped without being started; only the last station makes it ready', () => {
    expect(stepsForBump('paid', true)).toEqual(['preparing', 'ready']);
    expect(stepsForBump('paid', false)).toEqual(['preparing']);
    expect(stepsForBump('preparing', true)).toEqual(['ready']);
    expect(stepsForBump('preparing', false)).toEqual([]);
    expect(stepsForBump('ready', true)).toEqual([]);
  });
  it('allows the recall ready -> preparing for a paid order, and the usual steps otherwise', () => {
    expect(kitchenStatusRefusal('ready', 'preparing', paid)).toBeUndefined();
    expect(kitchenStatusRefusal('ready', 'preparing', { paymentStatus: 'pending' })).toBe('order_not_paid');
    expect(kitchenStatusRefusal('completed', 'preparing', paid)).toBe('invalid_transition');
    expect(kitchenStatusRefusal('paid', 'preparing', paid)).toBeUndefined();
    expect(kitchenStatusRefusal('cancelled', 'ready', paid)).toBe('invalid_transition');
    // a ticket refunded in full is not recalled to cooking
    const refunded = { ...paid, collectedMinor: 500, refundedMinor: 500, keptMinor: 0 };
    expect(kitchenStatusRefusal('ready', 'preparing', refunded)).toBe('order_refunded');
  });
  it('shows waiting numbers as preparing and ready numbers until handed over or timed out', () => {
    const now = 1_000_000_000;
    expect(boardColumn('paid', null, now, 10)).toBe('preparing');
    expect(boardColumn('preparing', null, now, 10)).toBe('preparing');
    expect(boardColumn('ready', now - 9 * 60_000, now, 10)).toBe('ready');
    expect(boardColumn('ready', now - 10 * 60_000, now, 10)).toBeUndefined();
    expect(boardColumn('completed', null, now, 10)).toBeUndefined();
  });
});
