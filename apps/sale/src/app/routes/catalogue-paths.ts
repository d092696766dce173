/**
 * Where the till shows the catalogue screens. Not /products and /categories: those first segments
 * belong to the admin app, and the server sends a page opened with them in the sale mode to the
 * admin address (@kiosk/contracts ADMIN_ROUTE_SEGMENTS).
 */
export const CATALOGUE_PATHS = {
  products: '/catalogue/products',
  categories: '/catalogue/categories',
} as const;
