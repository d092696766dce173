import { zodResolver } from '@hookform/resolvers/zod';
import type { SoldOutState } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SOLD_OUT_QUERY_KEY } from './get-sold-out';
import { markSoldOut } from './mark-sold-out';
import {
  type SoldOutFormValues,
  soldOutFormDefaults,
  soldOutFormSchema,
  soldOutRequest,
} from './sold-out-form';
import { unmarkSoldOut } from './unmark-sold-out';

/** The product the dialog is about: its name, whether it can be sold now and its mark, if any. */
export interface SoldOutTarget {
  id: string;
  name: string;
  in_stock: boolean;
  sold_out: SoldOutState | null;
}

const KNOWN_ERRORS = new Set(['not_found', 'version_conflict']);

/**
 * The "86" dialog's state: the form (duration, count left), mark and un-mark with their toasts,
 * the server's refusal shown in the dialog, and every sold-out list refreshed after a change
 * (kiosks and tills hear of it through the live menu).
 */
export function useSoldOutDialog(target: SoldOutTarget, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SoldOutFormValues>({
    resolver: zodResolver(soldOutFormSchema),
    defaultValues: soldOutFormDefaults(target.sold_out),
  });
  const [busy, setBusy] = useState<'mark' | 'unmark' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: 'mark' | 'unmark', call: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    setError(null);
    try {
      await call();
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: SOLD_OUT_QUERY_KEY });
      onDone();
    } catch (caught) {
      setError(
        isApiError(caught) && KNOWN_ERRORS.has(caught.code)
          ? t(`sale.kitchen.soldOut.errors.${caught.code}`)
          : t('sale.kitchen.soldOut.failed', {
              message: isApiError(caught) ? caught.message : String(caught),
            }),
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = form.handleSubmit((values) => {
    const request = soldOutRequest(values);
    const done =
      request.count_left === undefined
        ? t('sale.kitchen.soldOut.marked', { name: target.name })
        : t('sale.kitchen.soldOut.markedCount', { name: target.name, count: request.count_left });
    return run('mark', () => markSoldOut(target.id, request), done);
  });
  const unmark = () =>
    run('unmark', () => unmarkSoldOut(target.id), t('sale.kitchen.soldOut.unmarked', { name: target.name }));
  const marked = target.sold_out !== null || !target.in_stock;
  return { form, submit, unmark, busy, error, marked };
}
