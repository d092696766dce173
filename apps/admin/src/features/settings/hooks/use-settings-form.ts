import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { formatLira } from '@kiosk/domain';
import { isApiError, toast, useLanguage } from '@kiosk/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSaveSettings } from '../api/save-settings';
import {
  fromForm,
  MAX_THRESHOLD_MINOR,
  type SettingsFormState,
  thresholdMinor,
  toForm,
  validSeconds,
} from '../utils/settings-form';
import type { AppSettings } from '../utils/settings-values';

/**
 * The settings form's state and save: the fields as typed, whether they differ from what was last
 * saved, the success-screen seconds' error, and the submit that checks them and saves.
 */
export function useSettingsForm(initial: AppSettings, secondsInputId: string, thresholdInputId: string) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form, setForm] = useState<SettingsFormState>(() => toForm(initial));
  const [saved, setSaved] = useState(initial);
  const savedJson = useMemo(() => JSON.stringify(saved), [saved]);
  const save = useSaveSettings();
  const current = useMemo(() => fromForm(form), [form]);
  const [secondsError, setSecondsError] = useState<string | undefined>(undefined);
  const [thresholdError, setThresholdError] = useState<string | undefined>(undefined);
  const thresholdInvalid = t('tillSessions.settings.thresholdInvalid', {
    max: formatLira(MAX_THRESHOLD_MINOR, language),
  });
  const secondsInvalid = t('settings.successScreen.invalid', {
    min: SUCCESS_SCREEN_SECONDS.min,
    max: SUCCESS_SCREEN_SECONDS.max,
  });

  const set = (patch: Partial<AppSettings>) =>
    setForm((f) => ({ ...f, settings: { ...f.settings, ...patch } }));
  const setCustomerInfo = (patch: Partial<AppSettings['customerInfo']>) =>
    setForm((f) => ({
      ...f,
      settings: { ...f.settings, customerInfo: { ...f.settings.customerInfo, ...patch } },
    }));
  const setTexts = (patch: Partial<Omit<SettingsFormState, 'settings'>>) =>
    setForm((f) => ({ ...f, ...patch }));
  const setRateText = (pair: string, text: string) =>
    setForm((f) => ({ ...f, rateTexts: { ...f.rateTexts, [pair]: text } }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (!validSeconds(form.secondsText)) {
      setSecondsError(secondsInvalid);
      document.getElementById(secondsInputId)?.focus();
      return;
    }
    setSecondsError(undefined);
    if (thresholdMinor(form.thresholdText) === undefined) {
      setThresholdError(thresholdInvalid);
      document.getElementById(thresholdInputId)?.focus();
      return;
    }
    setThresholdError(undefined);
    const values = fromForm(form);
    try {
      const result = await save.mutateAsync(values);
      setForm(toForm(values));
      setSaved(values);
      if (result.saved === 'server') toast.success(t('settings.settingsSavedSuccess'));
      else toast.warning(t('settings.savedLocally'));
    } catch (caught) {
      // the server names the setting it refused (validation_failed)
      if (isApiError(caught) && caught.message.includes('success_screen_seconds'))
        setSecondsError(secondsInvalid);
      toast.error(t('settings.settingsSaveError'), serverMessageDescription(caught, t));
    }
  }

  return {
    form,
    set,
    setCustomerInfo,
    setTexts,
    setRateText,
    dirty: JSON.stringify(current) !== savedJson,
    discard: () => setForm(toForm(saved)),
    saving: save.isPending,
    onSubmit,
    secondsError,
    setSecondsError,
    secondsInvalid,
    thresholdError,
    setThresholdError,
    thresholdInvalid,
  };
}

export type SettingsFormControl = ReturnType<typeof useSettingsForm>;
