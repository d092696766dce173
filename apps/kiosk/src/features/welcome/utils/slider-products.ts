import type { MenuData, MenuProduct } from '@kiosk/contracts';

/** Selected products (in menu order), or, when none are selected, every available product with an image. */
export function sliderProducts(menu: MenuData | null, selected: readonly string[]): MenuProduct[] {
  if (!menu) return [];
  const withImage = menu.products.filter((p) => p.is_available && (p.image_small || p.image));
  if (selected.length === 0) return withImage;
  const chosen = new Set(selected);
  return withImage.filter((p) => chosen.has(p.id));
}
