import { zodResolver } from '@hookform/resolvers/zod';
import type { SetupResult } from '@kiosk/contracts';
import { SETUP_STEP_FIELDS, type SetupField } from '@kiosk/domain';
import { useProvinces } from '@kiosk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompleteSetup } from '../api/complete-setup';
import {
  SETUP_FORM_DEFAULTS,
  SETUP_STEPS,
  type SetupFormValues,
  type SetupStep,
  serverFieldIssues,
  setupFormSchema,
  stepOfField,
} from '../utils/setup-form';

/**
 * The setup wizard's state: the form, the step shown, Next (checks the step's fields first), Back,
 * and Finish (the server's field problems put back on their fields, the first one's step shown).
 */
export function useSetupWizard(token: string, onDone: (result: SetupResult) => void) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SetupStep>('account');
  const form = useForm<SetupFormValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: SETUP_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const complete = useCompleteSetup();
  // Loaded with the wizard, so the business step's province list is there when it opens.
  const provinces = useProvinces();
  const index = SETUP_STEPS.indexOf(step);

  const errorText = (field: SetupField) => {
    const key = errors[field]?.message;
    return key ? t(`setup.errors.${key}`, { defaultValue: t(`fleet.errors.${key}`) }) : undefined;
  };

  const next = async () => {
    if (await form.trigger([...SETUP_STEP_FIELDS[step]])) setStep(SETUP_STEPS[index + 1] as SetupStep);
  };
  const back = () => setStep(SETUP_STEPS[index - 1] as SetupStep);

  const submit = form.handleSubmit((values) =>
    complete.mutate(
      { ...values, token },
      {
        onSuccess: onDone,
        onError: (error) => {
          const issues = serverFieldIssues(error);
          for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.key });
          if (issues[0]) setStep(stepOfField(issues[0].field));
        },
      },
    ),
  );

  return {
    form,
    provinces,
    step,
    index,
    last: index === SETUP_STEPS.length - 1,
    stepHasErrors: SETUP_STEP_FIELDS[step].some((field) => errors[field]),
    /** The server failed without naming a field. */
    failed: complete.isError && serverFieldIssues(complete.error).length === 0,
    pending: complete.isPending,
    errorText,
    next,
    back,
    submit,
  };
}

export type SetupWizardState = ReturnType<typeof useSetupWizard>;
