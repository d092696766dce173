import { isApiError, toast } from '@kiosk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TILL_SESSION_QUERY_KEY } from '../../../lib/till-session-key';

/** The message of a refusal: the till session's own codes, else a generic one. */
export function useRefusalText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = isApiError(error) ? error.code : '';
    return t(`sale.tillSession.errors.${code}`, { defaultValue: t('sale.tillSession.drawer.failed') });
  };
}

/**
 * Runs one drawer action: busy while it runs, the drawer refreshed after it (also after a refusal,
 * which often means the drawer changed elsewhere), a toast when done; a refusal is handed back.
 */
export function useDrawerAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    call: () => Promise<T>,
    done?: string,
  ): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
    setBusy(true);
    try {
      const value = await call();
      if (done) toast.success(done);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: TILL_SESSION_QUERY_KEY });
    }
  };
  return { busy, run };
}
