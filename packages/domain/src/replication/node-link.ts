import { turkishTimeAblative } from '../text/turkish-time.js';

/**
 * The link between a store node and central (issue 36): the pure rules behind `GET /api/node/link`.
 * The server reads Postgres's replication views; these decide what they mean.
 */

/** A Postgres LSN (`16/B374D848`) as a number that compares (64 bits fit a bigint). */
export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not a Postgres LSN: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** A moment of the store's WAL: every change committed before `at` lies before `lsn`. */
export interface WalSample {
  at: Date;
  lsn: string;
}

/**
 * The latest moment through which central has confirmed every change of the store: the newest
 * sample whose WAL position the up slot's confirmed position has reached (undefined: none yet).
 */
export function confirmedThrough(
  samples: readonly WalSample[],
  confirmedLsn: string | null,
): Date | undefined {
  if (!confirmedLsn) return undefined;
  const confirmed = parseLsn(confirmedLsn);
  let best: Date | undefined;
  for (const sample of samples)
    if (parseLsn(sample.lsn) <= confirmed && (!best || sample.at > best)) best = sample.at;
  return best;
}

/**
 * The samples still worth keeping: those central has not confirmed yet, and the newest confirmed
 * one (so the list stays short during a long outage: one sample per poll, pruned at the cap).
 */
export function pruneSamples(
  samples: readonly WalSample[],
  confirmedLsn: string | null,
  cap = 100,
): WalSample[] {
  const confirmed = confirmedLsn ? parseLsn(confirmedLsn) : -1n;
  const sorted = [...samples].sort((a, b) => a.at.getTime() - b.at.getTime());
  const open = sorted.filter((s) => parseLsn(s.lsn) > confirmed);
  const lastConfirmed = sorted.filter((s) => parseLsn(s.lsn) <= confirmed).at(-1);
  // past the cap, keep the oldest open sample (it bounds the count) and the newest ones
  const kept = open.length > cap ? [...open.slice(0, 1), ...open.slice(-(cap - 1))] : open;
  return lastConfirmed ? [lastConfirmed, ...kept] : kept;
}

/** A subscription's apply worker silent for longer than this is taken as cut off (its keepalives come every 30 s). */
export const LINK_SILENCE_MS = 90_000;

/**
 * Whether a subscription receives: its apply worker runs and heard from the publisher lately
 * (a silently cut network keeps the worker until the receiver's timeout).
 */
export function subscriptionReceiving(
  worker: { alive: boolean; lastMessageAt: Date | null },
  now: Date,
  silenceMs = LINK_SILENCE_MS,
): boolean {
  if (!worker.alive) return false;
  return worker.lastMessageAt !== null && now.getTime() - worker.lastMessageAt.getTime() <= silenceMs;
}

/** A store node is linked when central streams its up slot and its down subscription receives. */
export function storeLinkUp(probe: { upSlotActive: boolean; downReceiving: boolean }): boolean {
  return probe.upSlotActive && probe.downReceiving;
}

/** What a screen shows of one store's link (the till's top bar, the admin's store list). */
export type StoreLinkState =
  | { kind: 'no_node' }
  | { kind: 'connected'; since: string | null }
  | { kind: 'disconnected'; since: string | null; waiting: number | null };

interface LinkAnswer {
  role: 'all' | 'store' | 'central';
  store_id?: string;
  connected?: boolean;
  since?: string | null;
  waiting_orders?: number | null;
  stores?: ReadonlyArray<{ store_id: string; connected: boolean; since: string | null }>;
}

/**
 * One store's link from `GET /api/node/link`: at the one box, or a store without a node, there is
 * none; a store node answers for its own store; central for each store with a node.
 */
export function storeLinkState(link: LinkAnswer | undefined, storeId: string): StoreLinkState {
  if (!link || link.role === 'all') return { kind: 'no_node' };
  const own =
    link.role === 'store'
      ? link.store_id === storeId
        ? { connected: link.connected === true, since: link.since ?? null, waiting: link.waiting_orders ?? 0 }
        : undefined
      : link.stores?.find((s) => s.store_id === storeId);
  if (!own) return { kind: 'no_node' };
  if (own.connected) return { kind: 'connected', since: own.since };
  return { kind: 'disconnected', since: own.since, waiting: 'waiting' in own ? own.waiting : null };
}

/**
 * "Since when" as the chips say it: the time (with the day when it was not today) and, in Turkish,
 * the ablative suffix that follows it ("12:04'ten beri").
 */
export function linkSince(
  iso: string,
  language: string,
  now: Date = new Date(),
): { time: string; suffix: string } {
  const at = new Date(iso);
  const clock = at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false });
  const today = at.toDateString() === now.toDateString();
  const day = at.toLocaleDateString(language, { day: 'numeric', month: 'short' });
  return {
    time: today ? clock : `${day} ${clock}`,
    suffix: language.startsWith('tr') ? turkishTimeAblative(clock) : '',
  };
}
