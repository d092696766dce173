import type { MenuProduct } from '@kiosk/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSoldOutMarks } from '../../../lib/sold-out/get-sold-out';
import type { SoldOutTarget } from '../../../lib/sold-out/use-sold-out-dialog';

/**
 * The till's "86": the marks now (kept fresh by the live menu's product events), each marked
 * product's count left for its tile, and the dialog's product (a long press or a tile's menu).
 */
export function useTillSoldOut() {
  const marks = useSoldOutMarks();
  const [target, setTarget] = useState<SoldOutTarget | null>(null);
  const countsLeft = useMemo(() => {
    const counts = new Map<string, number>();
    for (const product of marks.data?.values() ?? []) {
      const left = product.sold_out?.count_left;
      if (product.in_stock && left != null && left > 0) counts.set(product.id, left);
    }
    return counts;
  }, [marks.data]);
  // read when a tile asks, so the tiles' callback stays the same as marks change
  const current = useRef(marks.data);
  current.current = marks.data;
  const open = useCallback((product: MenuProduct) => {
    setTarget({
      id: product.id,
      name: product.name,
      in_stock: product.in_stock,
      sold_out: current.current?.get(product.id)?.sold_out ?? null,
    });
  }, []);
  const close = useCallback(() => setTarget(null), []);
  return { countsLeft, target, open, close };
}
