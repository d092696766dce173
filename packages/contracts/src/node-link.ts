import { z } from 'zod';

/** A store node's link to central, as the store node sees it (issue 36). */
export const storeNodeLinkSchema = z.object({
  role: z.literal('store'),
  store_id: z.string().uuid(),
  connected: z.boolean(),
  /** When the link was last seen up (ISO 8601); null before it ever was. */
  since: z.string().nullable(),
  /** Orders created or changed here that central has not confirmed yet. */
  waiting_orders: z.number().int().nonnegative(),
});

/** One store's node as central sees it: its up subscription's worker and last message. */
export const centralStoreLinkSchema = z.object({
  store_id: z.string().uuid(),
  connected: z.boolean(),
  /** When central last saw the link up (ISO 8601); null before it ever did. */
  since: z.string().nullable(),
  worker_alive: z.boolean(),
  last_message_at: z.string().nullable(),
  /** Central cannot count what it has not received: null (the store node shows its own count). */
  waiting_orders: z.null(),
});

export const nodeLinkSchema = z.discriminatedUnion('role', [
  storeNodeLinkSchema,
  z.object({ role: z.literal('central'), stores: z.array(centralStoreLinkSchema) }),
  /** The one-box default: central and store in one, no link to show. */
  z.object({ role: z.literal('all') }),
]);

export type StoreNodeLink = z.infer<typeof storeNodeLinkSchema>;
export type CentralStoreLink = z.infer<typeof centralStoreLinkSchema>;
export type NodeLink = z.infer<typeof nodeLinkSchema>;
