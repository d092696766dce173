import type { CentralStoreLink, NodeLink } from '@kiosk/contracts';
import {
  confirmedThrough,
  pruneSamples,
  storeLinkUp,
  subscriptionReceiving,
  type WalSample,
} from '@kiosk/domain';
import { replicationNames } from '../replication/replication-sql.js';
import type { NodeRole } from '../replication/store-node.js';
import type { Repositories } from '../repositories/index.js';
import type { LinkStateRow } from '../repositories/node-link.repository.js';

/** A store node's own row in node_link_state. */
const CENTRAL_LINK = 'central';

/**
 * A sample's time is taken this much before its clock reading, so a commit stamped before the
 * sample's time surely lies before its WAL position (an order is counted waiting a moment too long,
 * never too short).
 */
const SAMPLE_MARGIN_MS = 1_000;

/** While a link stays as it was, its remembered state is written at most this often. */
const SAVE_EVERY_MS = 30_000;

/** An answer this fresh is given again instead of reading Postgres (the tills poll every 10 s). */
const FRESH_MS = 2_000;

export interface NodeLinkOptions {
  node: NodeRole;
  now?: () => Date;
}

/**
 * The link between a store node and central as `GET /api/node/link` shows it (issue 36), polled
 * by a job every few seconds (jobs/node-link.job.ts) so "since" is right even when nobody asks.
 *
 * - Store node: connected = central streams this node's up slot and the down subscription
 *   receives; since = when last seen connected; waiting orders = orders whose last commit is after
 *   the moment through which central confirmed the up slot (WAL samples matched against the slot's
 *   confirmed position; commit times from `track_commit_timestamp`).
 * - Central: per store node, its up subscription's worker and last message; central cannot count
 *   what it has not received, so only the store node shows waiting orders.
 */
export class NodeLinkService {
  private samples: WalSample[] = [];
  private states = new Map<string, LinkStateRow & { savedAt: number; up: boolean }>();
  private loaded = false;
  private last: { at: number; link: NodeLink } | undefined;
  private running: Promise<NodeLink> | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly repos: Repositories,
    private readonly options: NodeLinkOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The link now: the last poll's answer when fresh, else a new poll. */
  async current(): Promise<NodeLink> {
    if (this.last && this.now().getTime() - this.last.at < FRESH_MS) return this.last.link;
    return this.poll();
  }

  /** Reads the link's state, remembers it (one poll at a time). */
  poll(): Promise<NodeLink> {
    this.running ??= this.read().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async read(): Promise<NodeLink> {
    const { node } = this.options;
    let link: NodeLink;
    if (node.role === 'all') link = { role: 'all' };
    else {
      await this.load();
      link = node.role === 'store' ? await this.storeLink(node.storeId) : await this.centralLink();
    }
    this.last = { at: this.now().getTime(), link };
    return link;
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    for (const row of await this.repos.nodeLink.linkStates())
      this.states.set(row.link, { ...row, savedAt: Date.now(), up: false });
    this.loaded = true;
  }

  private async storeLink(storeId: string): Promise<NodeLink> {
    const names = replicationNames(storeId);
    const repo = this.repos.nodeLink;
    const probe = await repo.storeProbe(names.upSubscription, names.downSubscription);
    const connected = storeLinkUp({
      upSlotActive: probe.upSlotActive,
      downReceiving: subscriptionReceiving(
        { alive: probe.downAlive, lastMessageAt: probe.downLastMessageAt },
        probe.at,
      ),
    });
    this.samples.push({ at: new Date(probe.at.getTime() - SAMPLE_MARGIN_MS), lsn: probe.lsn });
    const confirmed = confirmedThrough(this.samples, probe.confirmedLsn);
    this.samples = pruneSamples(this.samples, probe.confirmedLsn);
    const before = this.states.get(CENTRAL_LINK);
    const confirmedAt = laterOf(confirmed, before?.confirmedAt ?? undefined) ?? null;
    const state = await this.remember(CENTRAL_LINK, connected, probe.at, { confirmedAt });
    const waiting = await repo.ordersChangedAfter(confirmedAt ?? new Date(0), await repo.commitTimestamps());
    return {
      role: 'store',
      store_id: storeId,
      connected,
      since: state.lastUpAt?.toISOString() ?? null,
      waiting_orders: waiting,
    };
  }

  private async centralLink(): Promise<NodeLink> {
    const repo = this.repos.nodeLink;
    const subscriptions = new Map((await repo.upSubscriptions()).map((s) => [s.name, s]));
    const now = this.now();
    const stores: CentralStoreLink[] = [];
    for (const storeId of await repo.storeIds()) {
      const name = replicationNames(storeId).upSubscription;
      const sub = subscriptions.get(name);
      if (!sub) continue;
      const connected = subscriptionReceiving(sub, now);
      const state = await this.remember(name, connected, now, {});
      stores.push({
        store_id: storeId,
        connected,
        since: state.lastUpAt?.toISOString() ?? null,
        worker_alive: sub.alive,
        last_message_at: sub.lastMessageAt?.toISOString() ?? null,
        waiting_orders: null,
      });
    }
    return { role: 'central', stores };
  }

  /** Updates a link's remembered state; writes it on a change of up/down and every SAVE_EVERY_MS. */
  private async remember(
    link: string,
    up: boolean,
    at: Date,
    change: { confirmedAt?: Date | null },
  ): Promise<LinkStateRow> {
    const before = this.states.get(link);
    const next = {
      link,
      lastUpAt: up ? at : (before?.lastUpAt ?? null),
      confirmedAt: change.confirmedAt !== undefined ? change.confirmedAt : (before?.confirmedAt ?? null),
      savedAt: before?.savedAt ?? 0,
      up,
    };
    const due = !before || before.up !== up || Date.now() - next.savedAt >= SAVE_EVERY_MS;
    if (due) {
      await this.repos.nodeLink.saveLinkState(next);
      next.savedAt = Date.now();
    }
    this.states.set(link, next);
    return next;
  }
}

function laterOf(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
