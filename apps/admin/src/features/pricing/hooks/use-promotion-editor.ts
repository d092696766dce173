import { zodResolver } from '@hookform/resolvers/zod';
import type { PromotionRecord } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSavePromotion } from '../api/save-promotion';
import {
  type PromotionFormValues,
  promotionFormField,
  promotionFormSchema,
  promotionFormValues,
  promotionWrite,
} from '../utils/promotion-form';
import { applyServerIssues } from '../utils/server-issues';

/** A promotion's form and its save (a refusal's issues on their fields, else a toast). */
export function usePromotionEditor(promotion: PromotionRecord | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<PromotionFormValues, unknown, z.output<typeof promotionFormSchema>>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotionFormValues(promotion),
  });
  const save = useSavePromotion();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...(promotion ? { id: promotion.id } : {}), body: promotionWrite(values) },
      {
        onSuccess: () => {
          toast.success(t('pricing.promotions.saved'));
          onSaved();
        },
        onError: (error) => {
          if (!applyServerIssues(error, form.setError, promotionFormField)) {
            toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t));
          }
        },
      },
    ),
  );
  return { form, submit, saving: save.isPending };
}
