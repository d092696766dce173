import type { Product } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSaveWelcomeSettings } from '../api/save-welcome-settings';
import { usableProductIds } from '../utils/slider-selection';
import { recordFromForm } from '../utils/welcome-form';
import type { WelcomeFormState } from './use-welcome-form';

/**
 * Saves the form: with a video issue it shows the issue and scrolls to the video section instead;
 * products no longer offered are left out of the selection.
 */
export function useSubmitWelcomeSettings(
  state: WelcomeFormState,
  offered: Product[] | undefined,
  videoSectionId: string,
) {
  const { t } = useTranslation();
  const save = useSaveWelcomeSettings();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (state.issue) {
      state.setShowIssues(true);
      toast.error(t('welcomeSettings.saveError'), {
        description: t(`welcomeSettings.video.issues.${state.issue}`),
      });
      document.getElementById(videoSectionId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const record = recordFromForm(state.form);
    record.selected_products = usableProductIds(offered, record.selected_products);
    try {
      await save.mutateAsync(record);
      toast.success(t('welcomeSettings.saved'));
    } catch (caught) {
      toast.error(t('welcomeSettings.saveError'), serverMessageDescription(caught, t));
    }
  }

  return { onSubmit, saving: save.isPending };
}
