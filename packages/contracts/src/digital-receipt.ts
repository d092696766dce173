import { z } from 'zod';

/** POST /functions/v1/digital-receipt/link: a signed link to the receipt page of a paid order. */
export const digitalReceiptLinkRequestSchema = z.object({ order_id: z.string().uuid() });

export const digitalReceiptLinkSchema = z.object({
  /** The signed token (order id and expiry, HMAC with a server secret). */
  token: z.string(),
  /** The page's path on this server: /receipt/<token>. */
  path: z.string(),
  /** The absolute link when the server knows its public address (RECEIPT_BASE_URL); else null. */
  url: z.string().nullable(),
  expires_at: z.string(),
});
export type DigitalReceiptLink = z.infer<typeof digitalReceiptLinkSchema>;

/** What the receipt page shows (GET /functions/v1/digital-receipt?token=...). */
export const digitalReceiptSchema = z.object({
  order_number: z.string(),
  reference_number: z.number().int(),
  order_type: z.string(),
  payment_state: z.string(),
  created_at: z.string(),
  /** The outlet's IANA time zone: the page shows times in it, labelled. */
  time_zone: z.string(),
  outlet: z.object({
    business: z.string().nullable(),
    store: z.string().nullable(),
    address: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      unit_price_minor: z.number().int(),
      total_price_minor: z.number().int(),
      vat_rate: z.number(),
      options: z.array(
        z.object({ name: z.string(), quantity: z.number().int(), unit_price_minor: z.number().int() }),
      ),
      /** A meal deal's parts (its price is the line's total); empty for a plain line. */
      parts: z.array(
        z.object({
          name: z.string(),
          quantity: z.number().int(),
          group: z.string().nullable(),
          options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
        }),
      ),
      /** What the line saved: a promotion's name, or a manual discount's reason. */
      savings: z.array(z.object({ name: z.string(), amount_minor: z.number().int() })),
    }),
  ),
  /** Before savings, and the savings (total = gross − discount). */
  gross_minor: z.number().int(),
  discount_minor: z.number().int(),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  vat: z.array(
    z.object({
      rate: z.number(),
      gross_minor: z.number().int(),
      vat_minor: z.number().int(),
      net_minor: z.number().int(),
    }),
  ),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /** A short-lived link to the terminal's customer receipt image; null when the order has none. */
  receipt_image_url: z.string().nullable(),
  expires_at: z.string(),
});
export type DigitalReceipt = z.infer<typeof digitalReceiptSchema>;
