import type { CartLine as DomainCartLine } from '@kiosk/domain';

export {
  addToCart,
  itemCount,
  MAX_LINE_QUANTITY,
  orderItems,
  productIdsOf,
  removeProduct,
  replaceLine,
  setLineQuantity,
  totalsOf,
} from '@kiosk/domain';

/** A kiosk cart line: the domain's line (packages/domain cart-lines) with what the customer saw. */
export interface CartLine extends DomainCartLine {
  /** Name when added (shown if the product is no longer on the menu). */
  name: string;
  image: string | null;
}
