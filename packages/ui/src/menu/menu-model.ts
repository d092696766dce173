import type { MenuData, MenuProduct } from '@kiosk/contracts';
import {
  applyOptionOverrides,
  type CartLine,
  type ConfigurableItem,
  type ItemStep,
  type PricingRules,
  type StepType,
  type TimeWindow,
  unitPrice,
} from '@kiosk/domain';

type MenuStep = MenuData['configurationSteps'][number];
type MenuOption = MenuData['configurationOptions'][number];
type MenuCategory = MenuData['categories'][number];

/** The 'all' row of the categories table: shown as the first tab ("Tümü"). */
export const ALL_CATEGORY_ID = 'all';

export interface StepView {
  step: MenuStep;
  type: StepType;
  options: Array<{ option: MenuOption; isDefault: boolean }>;
}

/** A product's customization steps, in order, with their options in order. */
export function stepsOf(menu: MenuData, productId: string): StepView[] {
  const steps = new Map(menu.configurationSteps.map((s) => [s.id, s]));
  const options = new Map(menu.configurationOptions.map((o) => [o.id, o]));
  const overrides = (menu.optionOverrides ?? []).filter((o) => o.product_id === productId);
  return menu.productConfigurations
    .filter((pc) => pc.product_id === productId)
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((pc) => {
      const step = steps.get(pc.step_id);
      if (!step) return [];
      const links = menu.stepOptions
        .filter((so) => so.step_id === step.id)
        .sort((a, b) => a.sort_order - b.sort_order)
        .flatMap((so) => {
          const option = options.get(so.option_id);
          return option ? [{ option, isDefault: so.is_default }] : [];
        });
      // a shared option group as this product offers it: its own prices, hidden options left out
      const offered = applyOptionOverrides(
        links.map((l) => l.option),
        overrides.filter((o) => o.step_id === step.id),
      ).map((option) => ({
        option,
        isDefault: links.find((l) => l.option.id === option.id)?.isDefault ?? false,
      }));
      return [{ step, type: step.type, options: offered }];
    });
}

/** The domain's model of a product with its steps, so the kiosk prices exactly like the server. */
export function configurableItemOf(
  product: Pick<MenuProduct, 'price_minor'>,
  steps: StepView[],
): ConfigurableItem {
  return {
    base_price_minor: product.price_minor,
    steps: steps.map(
      (view): ItemStep => ({
        id: view.step.id,
        type: view.type,
        required: view.step.required,
        options: view.options.map(({ option, isDefault }) => ({
          id: option.id,
          price_minor: option.price_minor,
          max_quantity: option.max_quantity,
          is_default: isDefault,
          product_id: option.product_id,
          is_manual_price: option.is_manual_price,
          linked_price_minor: option.linked_price_minor,
          available: option.available,
        })),
      }),
    ),
  };
}

/** Main categories that have something to offer, in their order ('all' and empty ones left out). */
export function menuCategories(menu: MenuData): MenuCategory[] {
  const used = new Set(menu.products.map((p) => p.category_id));
  return menu.categories
    .filter((c) => c.parent_id === null && c.id !== ALL_CATEGORY_ID && used.has(c.id))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, menu.language));
}

export interface ProductSection {
  id: string;
  title: string | null;
  products: MenuProduct[];
}

const byOrder = (a: MenuProduct, b: MenuProduct) =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name);

/**
 * The products of a tab, in sections: for 'all', one section per main category; for a main
 * category, one per subcategory (in the subcategories' order) and the rest under "other".
 */
export function productSections(menu: MenuData, categoryId: string, otherTitle: string): ProductSection[] {
  if (categoryId === ALL_CATEGORY_ID) {
    return menuCategories(menu).map((category) => ({
      id: category.id,
      title: category.name,
      products: menu.products.filter((p) => p.category_id === category.id).sort(byOrder),
    }));
  }
  const products = menu.products.filter((p) => p.category_id === categoryId).sort(byOrder);
  const subcategories = menu.categories
    .filter((c) => c.parent_id === categoryId)
    .sort((a, b) => a.sort_order - b.sort_order);
  const sections: ProductSection[] = [];
  for (const sub of subcategories) {
    const inSub = products.filter((p) => p.subcategory_id === sub.id);
    if (inSub.length > 0) sections.push({ id: sub.id, title: sub.name, products: inSub });
  }
  const known = new Set(subcategories.map((s) => s.id));
  const rest = products.filter((p) => !p.subcategory_id || !known.has(p.subcategory_id));
  if (rest.length > 0) {
    sections.push({
      id: `${categoryId}-other`,
      title: sections.length > 0 ? otherTitle : null,
      products: rest,
    });
  }
  return sections;
}

// Prices the customer saw --------------------------------------------------------------------

/**
 * While a customer session is active, live price, name and language changes are ignored (spec):
 * the first price (and, per language, the first name) the customer saw of each product and
 * option holds until the session ends. The server re-prices at order time; the kiosk then asks
 * the customer to confirm a different total.
 */
export interface PriceHold {
  products: Record<string, number>;
  options: Record<string, number>;
  names: Partial<Record<'tr' | 'en', Record<string, { name: string; description: string | null }>>>;
}

export function emptyHold(): PriceHold {
  return { products: {}, options: {}, names: {} };
}

/** The option's price now: the linked product's price unless set by hand (same as the domain's optionPrice). */
function effectiveOptionPrice(option: MenuOption): number {
  return option.product_id && !option.is_manual_price && typeof option.linked_price_minor === 'number'
    ? option.linked_price_minor
    : option.price_minor;
}

/** Remembers what the customer sees now for everything not seen before. */
export function extendHold(hold: PriceHold, menu: MenuData): PriceHold {
  let changed = false;
  const products = { ...hold.products };
  const options = { ...hold.options };
  const names = { ...(hold.names[menu.language] ?? {}) };
  for (const product of menu.products) {
    if (!(product.id in products)) {
      products[product.id] = product.price_minor;
      changed = true;
    }
    if (!(product.id in names)) {
      names[product.id] = { name: product.name, description: product.description };
      changed = true;
    }
  }
  for (const option of menu.configurationOptions) {
    if (!(option.id in options)) {
      options[option.id] = effectiveOptionPrice(option);
      changed = true;
    }
  }
  if (!changed) return hold;
  return { products, options, names: { ...hold.names, [menu.language]: names } };
}

/** The menu as the customer keeps seeing it: held prices and names over the latest data. */
export function applyHold(menu: MenuData, hold: PriceHold | null): MenuData {
  if (!hold) return menu;
  const names = hold.names[menu.language] ?? {};
  return {
    ...menu,
    products: menu.products.map((product) => {
      const price = hold.products[product.id];
      const name = names[product.id];
      if (price === undefined && !name) return product;
      return {
        ...product,
        price_minor: price ?? product.price_minor,
        ...(name ? { name: name.name, description: name.description } : {}),
      };
    }),
    configurationOptions: menu.configurationOptions.map((option) => {
      const price = hold.options[option.id];
      if (price === undefined) return option;
      return { ...option, price_minor: price, is_manual_price: true, linked_price_minor: price };
    }),
  };
}

/**
 * Cart lines priced again from a menu by the domain's rules (unit price with the chosen options,
 * the product's VAT rate): when the server charged newer prices than the customer saw ("Prices
 * updated"), the cart then shows what the order costs. A line whose product is not on the menu is
 * kept as it was (the server names it), and an unchanged line is the same object.
 */
export function repricedLines<L extends CartLine>(lines: readonly L[], menu: MenuData): L[] {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) return line;
    const unitPriceMinor = unitPrice(configurableItemOf(product, stepsOf(menu, product.id)), line.selection);
    const vatRate = product.vat_rate;
    return unitPriceMinor === line.unitPriceMinor && vatRate === line.vatRate
      ? line
      : { ...line, unitPriceMinor, vatRate };
  });
}

/** The chosen options of a line, by name and in the steps' order ("Brioche", "Ketçap ×2"). */
export function selectionSummary(
  menu: MenuData | null,
  productId: string,
  selection: Record<string, Record<string, number>>,
): string[] {
  if (!menu) return [];
  const parts: string[] = [];
  for (const view of stepsOf(menu, productId)) {
    const chosen = selection[view.step.id] ?? {};
    for (const { option } of view.options) {
      const quantity = chosen[option.id] ?? 0;
      if (quantity > 0) parts.push(quantity > 1 ? `${option.name} ×${quantity}` : option.name);
    }
  }
  return parts;
}

/**
 * The live menu as the domain's `PricingRules` (issue 33: deals, promotions, channel prices,
 * dayparts), so the kiosk and the till price a cart with the same `priceCart` the server runs at
 * order creation. A product is available when the menu says so (active, in stock); a deal product
 * carries its groups. A menu without `pricing` gives the plain menu prices.
 */
export function menuPricingRules(menu: MenuData): PricingRules {
  const pricing = menu.pricing;
  const deals = new Map((pricing?.deals ?? []).map((d) => [d.product_id, d]));
  const windows = (owner: 'product' | 'category', id: string): TimeWindow[] =>
    (pricing?.availability ?? [])
      .filter((a) => a.owner === owner && a.owner_id === id)
      .flatMap((a) => a.windows);
  return {
    products: menu.products.map((product) => {
      const deal = deals.get(product.id);
      return {
        id: product.id,
        price_minor: product.price_minor,
        vat_rate: product.vat_rate,
        category_id: product.subcategory_id ?? product.category_id,
        steps: configurableItemOf(product, stepsOf(menu, product.id)).steps,
        available: product.is_available,
        availability: windows('product', product.id),
        ...(deal ? { deal: { groups: deal.groups } } : {}),
      };
    }),
    categories: menu.categories.map((category) => ({
      id: category.id,
      parent_id: category.parent_id,
      availability: windows('category', category.id),
    })),
    channel_prices: pricing?.channel_prices ?? [],
    promotions: pricing?.promotions ?? [],
  };
}
