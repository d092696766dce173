import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.boolean(),
  migrations: z.object({ applied: z.number().int(), pending: z.number().int() }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

export const APP_MODES = ['kiosk', 'admin', 'sale'] as const;
export type AppMode = (typeof APP_MODES)[number];
