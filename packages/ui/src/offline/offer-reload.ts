import type { i18n as I18n } from 'i18next';
import { toast } from 'sonner';

/**
 * A new deploy's service worker has taken over a staff app (till, back office): a toast that
 * stays until the person chooses to reload, so a cart or a form being typed is never lost.
 */
export function offerReload(i18n: I18n): void {
  toast(i18n.t('ui.update.ready'), {
    id: 'app-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('ui.update.reload'), onClick: () => window.location.reload() },
  });
}
