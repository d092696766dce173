import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Spinner, toast } from '@kiosk/ui';
import { Percent } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDiscountLimit } from '../api/get-discount-limit';
import { useSaveDiscountLimit } from '../api/save-discount-limit';
import {
  type DiscountLimit,
  type DiscountLimitForm,
  discountLimitForm,
  discountLimitFormSchema,
  discountLimitValue,
} from '../utils/pricing-settings';

/** Issue 33: the manual discount limit (percent and amount) above which the till asks a manager's PIN. */
export function DiscountLimitSection() {
  const { t } = useTranslation();
  const limit = useDiscountLimit();
  return (
    <FormSection
      icon={<Percent className="size-5" aria-hidden="true" />}
      title={t('pricing.settings.limitTitle')}
      description={t('pricing.settings.limitDescription')}
    >
      {limit.error ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('pricing.common.loadError')}
        </p>
      ) : limit.data === undefined ? (
        <Spinner />
      ) : (
        <LimitForm key={JSON.stringify(limit.data)} saved={limit.data ?? undefined} />
      )}
    </FormSection>
  );
}

function LimitForm({ saved }: { saved: DiscountLimit | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveDiscountLimit();
  const form = useForm<DiscountLimitForm>({
    resolver: zodResolver(discountLimitFormSchema),
    defaultValues: discountLimitForm(saved),
  });
  const err = (name: keyof DiscountLimitForm) => {
    const code = form.formState.errors[name]?.message;
    return code ? t(`pricing.errors.${code}`) : undefined;
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(discountLimitValue(values), {
      onSuccess: () => toast.success(t('pricing.settings.limitSaved')),
      onError: (error) => toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t)),
    }),
  );
  return (
    <form noValidate className="flex flex-wrap items-start gap-4" onSubmit={(event) => void submit(event)}>
      <Field
        id={`${id}-percent`}
        label={t('pricing.settings.maxPercent')}
        error={err('percent')}
        className="w-48"
      >
        <Input
          id={`${id}-percent`}
          inputMode="decimal"
          invalid={!!err('percent')}
          {...form.register('percent')}
        />
      </Field>
      <Field
        id={`${id}-amount`}
        label={t('pricing.settings.maxAmount')}
        error={err('amount')}
        className="w-48"
      >
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          invalid={!!err('amount')}
          {...form.register('amount')}
        />
      </Field>
      <Button type="submit" className="mt-6" loading={save.isPending} data-testid="save-discount-limit">
        {t('pricing.common.save')}
      </Button>
    </form>
  );
}
