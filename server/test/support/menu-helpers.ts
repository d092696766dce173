import type { MenuData } from '@kiosk/contracts';

/** Builds an order line for a product of the menu, choosing each step's defaults (or first option). */
export function lineFor(menu: MenuData, productName: string, quantity = 1, pick?: Record<string, string[]>) {
  const product = menu.products.find((p) => p.name === productName);
  if (!product) throw new Error(`no ${productName}`);
  const selection: Record<string, Record<string, number>> = {};
  for (const pc of menu.productConfigurations.filter((c) => c.product_id === product.id)) {
    const step = menu.configurationSteps.find((s) => s.id === pc.step_id);
    const links = menu.stepOptions.filter((so) => so.step_id === pc.step_id);
    const chosen = pick?.[step?.title ?? ''];
    if (chosen) {
      selection[pc.step_id] = Object.fromEntries(
        chosen.map((name) => {
          const option = menu.configurationOptions.find(
            (o) => o.name === name && links.some((l) => l.option_id === o.id),
          );
          if (!option) throw new Error(`no option ${name}`);
          return [option.id, 1];
        }),
      );
      continue;
    }
    const def = links.find((l) => l.is_default) ?? (step?.required ? links[0] : undefined);
    selection[pc.step_id] = def ? { [def.option_id]: 1 } : {};
  }
  return { product_id: product.id, quantity, selection, product };
}
