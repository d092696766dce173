import { zodResolver } from '@hookform/resolvers/zod';
import type { Deal } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSaveDeal } from '../api/save-deal';
import {
  type DealFormOutput,
  type DealFormValues,
  dealFormField,
  dealFormSchema,
  dealFormValues,
  dealGroupsWrite,
  dealProductWrite,
} from '../utils/deal-form';
import { applyServerIssues } from '../utils/server-issues';

/**
 * A deal's form and its save: a new deal opens with the usual three groups; a refusal's
 * field-named issues land on their fields (a 409: the product is a deal already).
 */
export function useDealEditor(deal: Deal | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<DealFormValues, unknown, DealFormOutput>({
    resolver: zodResolver(dealFormSchema),
    defaultValues: dealFormValues(deal, [
      t('pricing.deals.groups.defaults.main'),
      t('pricing.deals.groups.defaults.side'),
      t('pricing.deals.groups.defaults.drink'),
    ]),
  });
  const save = useSaveDeal();

  const submit = form.handleSubmit((values) => {
    save.mutate(
      {
        existing: values.mode === 'deal',
        groups: dealGroupsWrite(values),
        onProductCreated: (id) => {
          form.setValue('mode', 'existing');
          form.setValue('product_id', id);
        },
        ...(values.mode === 'new'
          ? { newProduct: dealProductWrite(values) }
          : { productId: values.product_id }),
      },
      {
        onSuccess: () => {
          toast.success(t('pricing.deals.saved'));
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            form.setError('product_id', { type: 'server', message: 'conflict' });
            return;
          }
          if (!applyServerIssues(error, form.setError, dealFormField)) {
            toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t));
          }
        },
      },
    );
  });

  return { form, submit, saving: save.isPending };
}
