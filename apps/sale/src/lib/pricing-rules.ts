import type { MenuData } from '@kiosk/contracts';
import type { OrderChannel, PricingWhere } from '@kiosk/domain';

/** Where and when the till prices: its channel (a tab is an open order), now, the outlet's zone. */
export function tillPricingWhere(menu: MenuData, channel: OrderChannel, at: Date): PricingWhere {
  return {
    channel,
    // a till is tied to no store yet: the server prices its orders with no store too
    store_id: null,
    at,
    time_zone: menu.pricing?.time_zone ?? 'Europe/Istanbul',
  };
}
