import { z } from 'zod';
import { text } from './text.js';

/** A till PIN: 4 to 6 digits (issue 34). The server keeps its argon2id only. */
export const TILL_PIN_PATTERN = /^\d{4,6}$/;

/** A till's device credential as the sale app keeps it (opaque; the server stores its SHA-256). */
const tillToken = () => text().min(20).max(200);

/** `POST /auth/v1/token?grant_type=till_pin`: a cashier's PIN at a till signed in as a device. */
export const tillPinGrantSchema = z.object({
  till_token: tillToken(),
  user_id: z.string().uuid(),
  /** Checked by the server (422 `invalid_till_pin` on `pin` unless 4-6 digits). */
  pin: text().max(50),
});

/** `POST /rest/v1/till-devices`: sign this till in as a device (a staff session at the till). */
export const tillDeviceCreateSchema = z.object({ pos_device_id: z.string().uuid() });

export const tillDeviceSchema = z.object({
  till_token: z.string(),
  pos_device_id: z.string(),
  expires_at: z.string(),
});
export type TillDevice = z.infer<typeof tillDeviceSchema>;

/** A till's credential in a body (never in an address, where it would be logged). */
export const tillTokenBodySchema = z.object({ till_token: tillToken() });

/** A person who may sell at this till with their PIN (the PIN screen's name tiles). */
export const tillPinPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['cashier', 'admin', 'super_admin']),
});
export type TillPinPerson = z.infer<typeof tillPinPersonSchema>;

/** `PUT /rest/v1/staff/:id/till-pin`. */
export const tillPinWriteSchema = z.object({ pin: text().max(50) });

export const tillPinStateSchema = z.object({ has_till_pin: z.boolean() });
