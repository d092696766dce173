import type { CreateOrder, ProductConfiguration } from '@kiosk/contracts';
import {
  type ConfigurableItem,
  optionPrice,
  REQUIRED_SELECTIONS_MESSAGE,
  selectionIssues,
  stockRefusal,
  unitPrice,
  vatOfInclusive,
} from '@kiosk/domain';
import { errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { NewOrderLine, ProductForLine } from '../repositories/order.repository.js';
import type { ConfigurationService } from './configuration.service.js';

/** The domain model of a product's configuration, with live linked prices and availability. */
function toConfigurableItem(
  basePrice: number,
  configuration: ProductConfiguration | undefined,
): ConfigurableItem {
  return {
    base_price_minor: basePrice,
    steps: (configuration?.steps ?? []).map((step) => ({
      id: step.id,
      type: step.type,
      required: step.required,
      options: step.options.map((option) => ({
        id: option.id,
        price_minor: option.price_minor,
        max_quantity: option.max_quantity,
        is_default: option.is_default,
        product_id: option.product_id,
        is_manual_price: option.is_manual_price,
        linked_price_minor: option.linked_price_minor,
        available: option.available,
      })),
    })),
  };
}

/**
 * The name of a chosen option whose linked product is sold out or off the menu ("86" from the till
 * or the kitchen applies to products sold as options too), or undefined.
 */
function soldOutOption(
  configuration: ProductConfiguration | undefined,
  problems: ReturnType<typeof selectionIssues>,
): string | undefined {
  for (const problem of problems) {
    if (problem.code !== 'option_unavailable') continue;
    const step = configuration?.steps.find((s) => s.id === problem.stepId);
    return step?.options.find((o) => o.id === problem.optionId)?.name ?? 'An option';
  }
  return undefined;
}

/** The products a cart names, each once. */
export function cartProductIds(items: CreateOrder['items']): string[] {
  return [...new Set(items.map((i) => i.product_id))];
}

/**
 * Prices a cart from the current menu, never from prices the client sent: every line's product
 * must be on the menu and in stock (the one stock rule, domain stockRefusal: not sold out, and no
 * more of it in the cart than its "86" count left), and its selection valid for the domain model.
 */
export async function priceLines(
  repos: Repositories,
  configurations: ConfigurationService,
  items: CreateOrder['items'],
  /** The cart's products when already read (order create reads them with its context). */
  read?: ProductForLine[],
): Promise<NewOrderLine[]> {
  const products = read ?? (await repos.order.productsForLines(cartProductIds(items)));
  const byId = new Map(products.map((p) => [p.id, p]));
  const configs = new Map(
    (
      await configurations.forProducts(
        products.filter((p) => p.configurable).map((p) => p.id),
        repos,
      )
    ).map((c) => [c.product_id, c]),
  );
  const issues: Array<{ field: string; message: string; key: string }> = [];
  const lines: NewOrderLine[] = [];
  // how many of each product the whole cart asks for (a count left is checked against the sum)
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
  for (const [index, item] of items.entries()) {
    const field = `items.${index}`;
    const product = byId.get(item.product_id);
    if (!product?.is_active || product.is_option_only) {
      issues.push({
        field,
        key: 'product_unavailable',
        message: `${product?.name ?? 'This product'} is no longer on the menu`,
      });
      continue;
    }
    const stock = stockRefusal(product, wanted.get(product.id) ?? item.quantity);
    if (stock) {
      issues.push({
        field,
        key: stock,
        message:
          stock === 'product_sold_out'
            ? `${product.name} is sold out`
            : `${product.name}: only ${product.count_left} left`,
      });
      continue;
    }
    const configuration = configs.get(product.id);
    const model = toConfigurableItem(product.price_minor, configuration);
    const problems = selectionIssues(model, item.selection);
    const soldOut = soldOutOption(configuration, problems);
    if (soldOut) {
      issues.push({ field, key: 'option_sold_out', message: `${product.name}: ${soldOut} is sold out` });
      continue;
    }
    if (problems.length > 0) {
      const missing = problems.every((p) => p.code === 'required_missing');
      issues.push({
        field,
        key: missing ? 'required_selections' : 'invalid_selection',
        message: missing
          ? `${product.name}: ${REQUIRED_SELECTIONS_MESSAGE}`
          : `${product.name}: the selection is not valid`,
      });
      continue;
    }
    const unit = unitPrice(model, item.selection);
    const total = unit * item.quantity;
    const rate = product.rate ?? 0;
    lines.push({
      product_id: product.id,
      product_name: product.name,
      product_sku: product.sku,
      quantity: item.quantity,
      unit_price_minor: unit,
      total_price_minor: total,
      vat_rate: rate,
      vat_minor: vatOfInclusive(total, rate),
      configurations: (configuration?.steps ?? []).flatMap((step) =>
        Object.entries(item.selection[step.id] ?? {})
          .filter(([, quantity]) => quantity > 0)
          .map(([optionId, quantity]) => {
            const option = step.options.find((o) => o.id === optionId);
            const modelOption = model.steps
              .find((s) => s.id === step.id)
              ?.options.find((o) => o.id === optionId);
            return {
              step_id: step.id,
              step_name: step.title,
              option_id: optionId,
              option_name: option?.name ?? '',
              quantity,
              unit_price_minor: modelOption ? optionPrice(modelOption) : 0,
            };
          }),
      ),
    });
  }
  if (issues.length > 0) throw errors.validation(issues);
  return lines;
}
