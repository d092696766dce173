import { z } from 'zod';

/**
 * What this server is (issue 36): its role, the store a store node serves and where central's admin
 * app is (a store node's admin pages send catalogue and settings edits there).
 */
export const nodeInfoSchema = z.object({
  role: z.enum(['all', 'central', 'store']),
  store_id: z.string().uuid().nullable(),
  central_admin_url: z.string().nullable(),
});
export type NodeInfo = z.infer<typeof nodeInfoSchema>;

/** GET /api/node's answer. */
export const nodeInfoResponseSchema = z.object({ success: z.literal(true), data: nodeInfoSchema });
