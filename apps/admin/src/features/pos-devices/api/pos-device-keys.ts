/** Query keys of the POS device screens. */
export const posDeviceKeys = {
  all: ['pos-devices'] as const,
  list: () => [...posDeviceKeys.all, 'list'] as const,
};
