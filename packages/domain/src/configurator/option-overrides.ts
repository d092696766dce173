/**
 * Shared option groups (issue 34): a group's options are defined once; a product using the group
 * may give an option its own price or hide it. These rules apply a product's overrides to the
 * group's options, in the server's pricing, the kiosk's and the till's menu alike.
 */

export interface OptionOverride {
  option_id: string;
  /** The product's own price of the option; null keeps the group's. */
  price_minor: number | null;
  hidden: boolean;
}

interface OverridableOption {
  id: string;
  price_minor: number;
  product_id?: string | null;
  is_manual_price?: boolean;
}

/**
 * The options as this product offers them: hidden ones left out, an overridden price taken as a
 * price set by hand (so it wins over a linked product's price too). Options are copied, never changed.
 */
export function applyOptionOverrides<T extends OverridableOption>(
  options: readonly T[],
  overrides: readonly OptionOverride[] | undefined,
): T[] {
  if (!overrides || overrides.length === 0) return [...options];
  const byOption = new Map(overrides.map((o) => [o.option_id, o]));
  return options.flatMap((option) => {
    const override = byOption.get(option.id);
    if (!override) return [option];
    if (override.hidden) return [];
    if (override.price_minor === null) return [option];
    return [{ ...option, price_minor: override.price_minor, is_manual_price: true }];
  });
}

/** Overrides that still change something for options the group has (others are dropped). */
export function effectiveOverrides(
  overrides: readonly OptionOverride[],
  options: ReadonlyArray<{ id: string; price_minor: number }>,
): OptionOverride[] {
  const prices = new Map(options.map((o) => [o.id, o.price_minor]));
  return overrides.flatMap((o) => {
    const price = prices.get(o.option_id);
    if (price === undefined) return [];
    const ownPrice = o.price_minor !== null && o.price_minor !== price ? o.price_minor : null;
    return o.hidden || ownPrice !== null
      ? [{ option_id: o.option_id, price_minor: ownPrice, hidden: o.hidden }]
      : [];
  });
}
