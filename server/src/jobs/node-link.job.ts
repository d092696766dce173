import type { FastifyBaseLogger } from 'fastify';
import type { NodeLinkService } from '../services/node-link.service.js';

/** How often a store node and central read their replication links (the "since" is this precise). */
const NODE_LINK_INTERVAL_MS = 5_000;

/**
 * Reads the replication link's state at start and every few seconds (NodeLinkService.poll), so a
 * link's "since" and the waiting orders are known even while no till asks. Store node and central
 * only; failures are only logged.
 */
export function startNodeLinkPoll(
  service: Pick<NodeLinkService, 'poll'>,
  log: FastifyBaseLogger,
  intervalMs = NODE_LINK_INTERVAL_MS,
): () => void {
  const run = async () => {
    try {
      await service.poll();
    } catch (error) {
      log.warn({ err: error }, 'reading the replication link failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
