import { zodResolver } from '@hookform/resolvers/zod';
import type { AlertSettingsValue } from '@kiosk/contracts';
import { Button, Field, Input, Spinner, toast } from '@kiosk/ui';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { serverMessageDescription } from '../../../lib/server-message';
import { useAlertSettings } from '../api/get-alert-settings';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import {
  type AlertSettingsForm,
  alertSettingsForm,
  alertSettingsFormSchema,
  alertSettingsValue,
  MINUTE_FIELDS,
} from '../utils/alert-settings';

const MINUTE_LABELS: Record<(typeof MINUTE_FIELDS)[number], string> = {
  kiosk_offline_minutes: 'alerts.settings.kioskOffline',
  terminal_unanswered_minutes: 'alerts.settings.terminalUnanswered',
  open_order_age_minutes: 'alerts.settings.openOrderAge',
  payment_unsettled_minutes: 'alerts.settings.paymentUnsettled',
};

/** Issue 34: when an alert is raised (minutes per kind) and the outlet's opening hours. */
export function AlertSettingsSection() {
  const { t } = useTranslation();
  const saved = useAlertSettings();
  return (
    <FormSection
      icon={<BellRing className="size-5" aria-hidden="true" />}
      title={t('alerts.settings.title')}
      description={t('alerts.settings.description')}
    >
      {saved.error ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('alerts.settings.loadError')}
        </p>
      ) : saved.data === undefined ? (
        <Spinner />
      ) : (
        <AlertSettingsFields key={JSON.stringify(saved.data)} saved={saved.data} />
      )}
    </FormSection>
  );
}

function AlertSettingsFields({ saved }: { saved: AlertSettingsValue | null }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAlertSettings();
  const form = useForm<AlertSettingsForm>({
    resolver: zodResolver(alertSettingsFormSchema),
    defaultValues: alertSettingsForm(saved),
  });
  const err = (name: keyof AlertSettingsForm) => {
    const code = form.formState.errors[name]?.message;
    return code ? t(`alerts.settings.errors.${code}`) : undefined;
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(alertSettingsValue(values), {
      onSuccess: () => toast.success(t('alerts.settings.saved')),
      onError: (error) => toast.error(t('alerts.settings.saveError'), serverMessageDescription(error, t)),
    }),
  );
  const field = (name: keyof AlertSettingsForm, label: string, placeholder?: string) => (
    <Field id={`${id}-${name}`} label={label} error={err(name)}>
      <Input
        id={`${id}-${name}`}
        inputMode={placeholder ? 'text' : 'numeric'}
        placeholder={placeholder}
        invalid={!!err(name)}
        data-testid={`alert-setting-${name}`}
        {...form.register(name)}
      />
    </Field>
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {MINUTE_FIELDS.map((name) => field(name, t(MINUTE_LABELS[name])))}
      </div>
      <fieldset className="min-w-0">
        <legend className="font-medium text-ink text-sm">{t('alerts.settings.openingHours')}</legend>
        <p className="mb-2 text-ink-muted text-sm">{t('alerts.settings.openingHoursHint')}</p>
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          {field('opens', t('alerts.settings.opensAt'), '08:00')}
          {field('closes', t('alerts.settings.closesAt'), '23:00')}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} data-testid="save-alert-settings">
          {t('alerts.settings.save')}
        </Button>
      </div>
    </form>
  );
}
