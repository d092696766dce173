import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, ConfirmDialog, Field, Input, isApiError, PasswordInput, toast } from '@kiosk/ui';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDeleteApprovalPin } from '../api/delete-approval-pin';
import { useHasApprovalPin } from '../api/get-approval-pin';
import { useSaveApprovalPin } from '../api/save-approval-pin';
import { type ApprovalPinForm, approvalPinFormSchema } from '../utils/pricing-settings';

/** Issue 33: "Onay PIN'i", the signed-in admin's own PIN to approve a discount above the limit. */
export function ApprovalPinSection() {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveApprovalPin();
  const hasPin = useHasApprovalPin();
  const form = useForm<ApprovalPinForm>({
    resolver: zodResolver(approvalPinFormSchema),
    defaultValues: { pin: '', confirm: '', password: '' },
  });
  const err = (name: keyof ApprovalPinForm) => {
    const code = form.formState.errors[name]?.message;
    return code ? t(`pricing.settings.pinErrors.${code}`) : undefined;
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { pin: values.pin, password: values.password },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('pricing.settings.pinSaved'));
        },
        onError: (error) => {
          if (isApiError(error) && (error.status === 401 || error.status === 403)) {
            form.setError('password', { type: 'server', message: 'wrongPassword' });
          } else if (isApiError(error) && error.status === 404) {
            toast.error(t('pricing.settings.pinErrors.notAvailable'));
          } else {
            toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t));
          }
        },
      },
    ),
  );
  return (
    <FormSection
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title={t('pricing.settings.pinTitle')}
      description={t('pricing.settings.pinDescription')}
    >
      {hasPin.data !== undefined && <ApprovalPinState hasPin={hasPin.data} />}
      <form noValidate className="flex flex-wrap items-start gap-4" onSubmit={(event) => void submit(event)}>
        <Field id={`${id}-pin`} label={t('pricing.settings.pin')} error={err('pin')} className="w-44">
          <Input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            invalid={!!err('pin')}
            {...form.register('pin')}
          />
        </Field>
        <Field
          id={`${id}-confirm`}
          label={t('pricing.settings.pinConfirm')}
          error={err('confirm')}
          className="w-44"
        >
          <Input
            id={`${id}-confirm`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            invalid={!!err('confirm')}
            {...form.register('confirm')}
          />
        </Field>
        <Field
          id={`${id}-password`}
          label={t('pricing.settings.password')}
          error={err('password')}
          className="w-60"
        >
          <PasswordInput
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            id={`${id}-password`}
            autoComplete="current-password"
            invalid={!!err('password')}
            {...form.register('password')}
          />
        </Field>
        <Button type="submit" className="mt-6" loading={save.isPending} data-testid="save-approval-pin">
          {t('pricing.settings.pinSave')}
        </Button>
      </form>
    </FormSection>
  );
}

/** Whether the admin has a PIN; with one, "remove" after a confirmation. */
function ApprovalPinState({ hasPin }: { hasPin: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteApprovalPin();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <p data-testid="approval-pin-state">
        <Badge tone={hasPin ? 'success' : 'muted'} dot>
          {hasPin ? t('pricing.settings.pinSet') : t('pricing.settings.pinNotSet')}
        </Badge>
      </p>
      {hasPin && (
        <Button
          variant="outline"
          className="min-h-11"
          data-testid="remove-approval-pin"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('pricing.settings.pinRemove')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('pricing.settings.pinRemoveTitle')}
        message={t('pricing.settings.pinRemoveConfirm')}
        confirmLabel={t('pricing.settings.pinRemove')}
        cancelLabel={t('pricing.common.cancel')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('pricing.settings.pinRemoved'));
            },
            onError: (error) =>
              toast.error(t('pricing.settings.pinRemoveFailed'), serverMessageDescription(error, t)),
          })
        }
      />
    </div>
  );
}
