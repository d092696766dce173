import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DiscountFormValues, discountFormSchema, discountOf } from '../utils/discount-form';
import { addDiscount } from './cart-store';

/** The manual discount form: percent or amount, a preset reason or a typed one; adds it to the cart. */
export function useDiscountForm(lineId: string | null, onDone: () => void) {
  const { t } = useTranslation();
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: { type: 'percent', value: '', reason: '', other: '' },
  });
  const submit = form.handleSubmit((values) => {
    addDiscount(discountOf(values, lineId, (key) => t(`sale.pricing.discount.reasons.${key}`)));
    form.reset();
    onDone();
  });
  const text = (key?: string) => (key ? t(key) : undefined);
  return { form, submit, text, errors: form.formState.errors };
}
