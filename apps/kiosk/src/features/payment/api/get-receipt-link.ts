import { type DigitalReceiptLink, digitalReceiptLinkSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * POST /functions/v1/digital-receipt/link: a signed, expiring link to the paid order's receipt
 * page. The absolute address phones open: the server's RECEIPT_BASE_URL, else this kiosk's origin.
 */
export async function getReceiptLink(orderId: string): Promise<DigitalReceiptLink & { href: string }> {
  const body = await api.post<{ data?: unknown }>('/functions/v1/digital-receipt/link', {
    order_id: orderId,
  });
  const link = digitalReceiptLinkSchema.parse(body.data);
  return { ...link, href: link.url ?? new URL(link.path, window.location.origin).href };
}
