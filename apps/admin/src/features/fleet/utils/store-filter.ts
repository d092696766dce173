import type { Business, Store } from '@kiosk/contracts';

/** The stores the store grid shows: all of them, or only the filtering business's. */
export function storesOf(stores: readonly Store[], businessId: string | null): readonly Store[] {
  return businessId ? stores.filter((s) => s.business_id === businessId) : stores;
}

/** A business card's click: filter by that business, or clear the filter when it already is. */
export function toggledFilter(current: string | null, businessId: string): string | null {
  return current === businessId ? null : businessId;
}

/** The filtering business's name for the "filtered by" note (undefined when not filtering). */
export function filterName(businesses: readonly Business[], businessId: string | null): string | undefined {
  return businesses.find((b) => b.id === businessId)?.name;
}
