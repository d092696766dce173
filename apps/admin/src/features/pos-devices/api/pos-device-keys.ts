/** Query keys of the POS device screens. */
export const posDeviceKeys = {
  all: ['pos-devices'] as const,
  list: () => [...posDeviceKeys.all, 'list'] as const,
  fleet: (includeDeleted: boolean) => [...posDeviceKeys.all, 'fleet', { includeDeleted }] as const,
  kiosks: () => [...posDeviceKeys.all, 'kiosks'] as const,
};
