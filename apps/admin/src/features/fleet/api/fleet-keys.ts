/** Query keys of the fleet screens (kiosks, kiosk detail, businesses, stores, POS devices). */
export const fleetKeys = {
  all: ['fleet'] as const,
  kiosks: (includeDeleted: boolean) => [...fleetKeys.all, 'kiosks', { includeDeleted }] as const,
  kiosk: (id: string) => [...fleetKeys.all, 'kiosk', id] as const,
  businesses: () => [...fleetKeys.all, 'businesses'] as const,
  stores: () => [...fleetKeys.all, 'stores'] as const,
  posDevices: () => [...fleetKeys.all, 'pos-devices'] as const,
  nodeLink: () => [...fleetKeys.all, 'node-link'] as const,
  messages: (kioskId: string) => [...fleetKeys.all, 'messages', kioskId] as const,
};
