import { Button, Dialog, describedBy, Field, Input } from '@kiosk/ui';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Refusal } from './refusal';

/**
 * The frame of a drawer dialog (open, cash in / out, handover, close): the title, the form with the
 * server's refusal on top, and Cancel beside the submit button (busy while the action runs).
 */
export function DrawerFormDialog({
  title,
  description,
  size,
  testId,
  submitLabel,
  submitVariant,
  submitDisabled,
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  size?: 'md' | 'lg';
  /** Test ids: the form's `<testId>-dialog`, the submit button's `<testId>-submit`. */
  testId: string;
  submitLabel: string;
  submitVariant?: 'danger';
  submitDisabled?: boolean;
  busy: boolean;
  refusal: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = `${useId()}-form`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('sale.tillSession.drawer.cancel')}
          </Button>
          <Button
            size="lg"
            variant={submitVariant}
            form={formId}
            type="submit"
            loading={busy}
            disabled={submitDisabled}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        data-testid={`${testId}-dialog`}
      >
        <Refusal text={refusal} />
        {children}
      </form>
    </Dialog>
  );
}

/** An amount in TL typed at the till (large, right-aligned, decimal keyboard), with its error. */
export function DrawerAmountField({
  id,
  label,
  error,
  testId,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  testId: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        className="h-14 text-right font-bold text-2xl tabular-nums"
        data-testid={testId}
        {...registration}
      />
    </Field>
  );
}
