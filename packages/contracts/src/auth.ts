import { z } from 'zod';
import { USER_ROLE_VALUES } from './answer-shapes.js';
import { text } from './text.js';

/** E-mail as typed at sign-in: bounded, trimmed; the server lower-cases it. */
export const emailSchema = text().trim().min(1).max(254).email();

export const passwordGrantSchema = z.object({
  email: emailSchema,
  password: text().min(1).max(1024),
});

export const refreshGrantSchema = z.object({ refresh_token: text().min(20).max(200) });

/** Kiosk device sign-in (grant_type=kiosk_password). */
export const kioskGrantSchema = z.object({
  username: text().trim().min(1).max(50),
  password: text().min(1).max(1024),
  device_fingerprint: text().trim().max(200).optional(),
});

export const grantTypeQuerySchema = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'kiosk_password', 'till_pin']),
});

export const logoutQuerySchema = z.object({ scope: z.enum(['global', 'local']).default('local') });

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum([...USER_ROLE_VALUES, 'kiosk']),
  email_confirmed: z.boolean(),
  app_metadata: z.object({ role: z.string() }),
  user_metadata: z.record(z.string(), z.unknown()),
  /** Kiosk device sign-ins only. */
  kiosk: z
    .object({
      id: z.string(),
      username: z.string(),
      public_id: z.string(),
      device_name: z.string().nullable(),
      payment_mode: z.enum(['REST', 'CLOUD']),
      kiosk_session_id: z.string().nullable(),
      /** The store it is registered to: its prices and promotions are that store's. */
      store_id: z.string().nullable(),
    })
    .optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: authUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Realtime broadcast when an admin ends a kiosk's session. */
export const kickUserPayloadSchema = z.object({ kiosk_user_id: z.string(), reason: z.string() });
export type KickUserPayload = z.infer<typeof kickUserPayloadSchema>;
