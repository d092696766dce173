import type { MenuData } from '@kiosk/contracts';
import type { OrderChannel, PricingWhere } from '@kiosk/domain';

/** Where and when the till prices: its channel (a tab is an open order), now, the outlet's zone. */
export function tillPricingWhere(menu: MenuData, channel: OrderChannel, at: Date): PricingWhere {
  return {
    channel,
    // the device's store is the server's to apply (store-limited rules); the till shows the rest
    store_id: null,
    at,
    time_zone: menu.pricing?.time_zone ?? 'Europe/Istanbul',
  };
}
