import { z } from 'zod';
import { text } from '../text.js';
import { optionalText, uuid } from './common.js';

// Outlets: businesses and their stores.

export const businessSchema = z.object({
  id: uuid(),
  name: z.string(),
  tax_number: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  store_count: z.number().int(),
});
export type Business = z.infer<typeof businessSchema>;

export const businessWriteSchema = z.object({
  name: text().trim().max(200).optional(),
  tax_number: optionalText(50),
  address: optionalText(500),
  phone: optionalText(50),
  email: optionalText(254),
  is_active: z.boolean().optional(),
});
export type BusinessWrite = z.input<typeof businessWriteSchema>;

export const storeSchema = z.object({
  id: uuid(),
  name: z.string(),
  business_id: uuid(),
  business_name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  kiosk_count: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeWriteSchema = z.object({
  name: text().trim().max(200).optional(),
  business_id: uuid().nullish(),
  address: optionalText(500),
  phone: optionalText(50),
  is_active: z.boolean().optional(),
});
export type StoreWrite = z.input<typeof storeWriteSchema>;

export const storeListQuerySchema = z.object({
  business_id: uuid().optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

// POS devices ---------------------------------------------------------------------------------
