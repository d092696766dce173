import { toast } from '@kiosk/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricedCart } from '../utils/priced-cart';
import type { TillLine } from './cart-store';

/** A notice when a line in the order stops being sellable (live menu). */
export function useBlockedNotices(priced: PricedCart<TillLine>) {
  const { t } = useTranslation();
  const known = useRef<Set<string>>(new Set(priced.blocked.map((b) => b.line.id)));
  useEffect(() => {
    const now = new Set(priced.blocked.map((b) => b.line.id));
    for (const entry of priced.blocked) {
      if (known.current.has(entry.line.id)) continue;
      toast.warning(
        t('sale.till.live.unavailable', {
          name: entry.product?.name ?? entry.line.name,
          reason: t(`sale.till.products.unavailable.${entry.problem}`),
        }),
      );
    }
    known.current = now;
  }, [priced.blocked, t]);
}
