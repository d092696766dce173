import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@kiosk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseMoney } from '../../../lib/money-input';
import { moveCash } from '../api/move-cash';
import { type CashDirection, REASONS_BY_DIRECTION } from '../utils/cash-movement';
import { readTillAmount } from '../utils/till-amount';
import { useDrawerAction, useRefusalText } from './use-drawer-action';

const schema = z
  .object({ direction: z.enum(['in', 'out']), reason: z.string(), amount: z.string(), note: z.string() })
  .superRefine((v, ctx) => {
    const amount = readTillAmount(v.amount);
    if ('error' in amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.error });
    else if (amount.minor === 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'sale.tillSession.drawer.amountPositive' });
    if (v.reason === 'other' && v.note.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'sale.tillSession.noteRequired' });
  });
type Values = z.infer<typeof schema>;

/**
 * The cash in / out form: direction, reason, amount in TL (exact kuruş through the till's money
 * parsing), the note ("Diğer"); the server's "more out than the drawer" refusal shown at the amount.
 */
export function useCashMovementForm(sessionId: string, initial: CashDirection, onClose: () => void) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { direction: initial, reason: REASONS_BY_DIRECTION[initial][0], amount: '', note: '' },
  });
  const action = useDrawerAction();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const direction = form.watch('direction');
  const errors = form.formState.errors;
  const text = (key?: string) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    const note = v.note.trim();
    const result = await action.run(
      () =>
        moveCash(sessionId, {
          direction: v.direction,
          reason: v.reason as (typeof REASONS_BY_DIRECTION)['in'][number],
          amount_minor: parseMoney(v.amount) ?? 0,
          ...(note ? { note } : {}),
        }),
      t('sale.tillSession.drawer.moved'),
    );
    if (result.ok) return onClose();
    const code = isApiError(result.error) ? result.error.code : '';
    if (code === 'cash_out_exceeds_drawer')
      form.setError('amount', { message: 'sale.tillSession.errors.cash_out_exceeds_drawer' });
    else setRefusal(refusalText(result.error));
  });

  const setDirection = (next: CashDirection) => {
    form.setValue('direction', next);
    form.setValue('reason', REASONS_BY_DIRECTION[next][0]);
  };

  return { form, action, refusal, direction, errors, text, submit, setDirection };
}
