import { useCallback, useState } from 'react';
import type { CustomizeTarget } from '../components/customize-dialog';
import type { DealTarget } from '../components/deal-dialog';
import type { DiscountTarget } from '../components/discount-dialog';
import type { TillLine } from './cart-store';

/** Which of the till's dialogs is open: a product's options, a meal deal, a manual discount. */
export function useTillDialogs() {
  const [customize, setCustomize] = useState<CustomizeTarget | null>(null);
  const [deal, setDeal] = useState<DealTarget | null>(null);
  const [discount, setDiscount] = useState<DiscountTarget | null>(null);
  const onCustomize = useCallback((productId: string) => setCustomize({ productId }), []);
  const onDeal = useCallback((productId: string) => setDeal({ productId }), []);
  /** A cart line's edit: a deal reopens its dialog with its parts, a product its options. */
  const editLine = useCallback((line: TillLine) => {
    const common = {
      productId: line.productId,
      lineId: line.id,
      quantity: line.quantity,
      ...(line.note ? { note: line.note } : {}),
    };
    if (line.parts?.length) setDeal({ ...common, parts: line.parts });
    else setCustomize({ ...common, selection: line.selection });
  }, []);
  const onDiscount = useCallback((target: DiscountTarget) => setDiscount(target), []);
  return {
    customize,
    deal,
    discount,
    onCustomize,
    onDeal,
    editLine,
    onDiscount,
    closeCustomize: useCallback(() => setCustomize(null), []),
    closeDeal: useCallback(() => setDeal(null), []),
    closeDiscount: useCallback(() => setDiscount(null), []),
  };
}
