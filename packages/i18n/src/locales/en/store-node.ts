import type { storeNode as tr } from '../tr/store-node.js';

/** The store node (issue 36): the menu and settings are edited at central; central does not change a store node's order. */
export const storeNode: Record<keyof typeof tr, string> = {
  banner: 'This is a store node; the menu and settings are edited at central:',
  bannerNoLink: 'This is a store node; the menu and settings are edited at central.',
  centralAdmin: "Central's admin panel",
  orderOwned: "This order belongs to the store's node; make the change at the store.",
  orderOwnedTitle: "A store node's order",
};
