import { Button } from '@kiosk/ui';
import { Lock, Unlock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showDrawerDialog } from '../hooks/drawer-dialog-store';
import { useTillDrawer } from '../hooks/use-till-drawer';

/**
 * Where the checkout's cash tender would be when cash cannot be taken: no open session (with the
 * rule on) or one left open from an earlier day; a button opens (or closes) the till. Null: cash is allowed.
 */
export function useCashBlockNotice() {
  const drawer = useTillDrawer();
  if (!drawer.cashBlock) return null;
  return <CashBlockNotice reason={drawer.cashBlock} sessionId={drawer.session?.id ?? null} />;
}

function CashBlockNotice({
  reason,
  sessionId,
}: {
  reason: 'required' | 'must_close';
  sessionId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200"
      data-testid="cash-blocked"
      data-reason={reason}
    >
      <p className="font-bold text-lg">{t('sale.tillSession.drawer.blockedTitle')}</p>
      <p>
        {t(
          reason === 'required'
            ? 'sale.tillSession.errors.till_session_required'
            : 'sale.tillSession.errors.till_session_must_close',
        )}
      </p>
      <p className="text-amber-900/80 text-sm">{t('sale.tillSession.drawer.cardAllowed')}</p>
      {reason === 'required' ? (
        <Button
          size="lg"
          className="self-start"
          data-testid="cash-blocked-open"
          onClick={() => showDrawerDialog({ kind: 'open' })}
        >
          <Unlock aria-hidden="true" />
          {t('sale.tillSession.drawer.actions.open')}
        </Button>
      ) : (
        sessionId && (
          <Button
            size="lg"
            variant="danger"
            className="self-start"
            onClick={() => showDrawerDialog({ kind: 'close', sessionId })}
          >
            <Lock aria-hidden="true" />
            {t('sale.tillSession.drawer.actions.close')}
          </Button>
        )
      )}
    </div>
  );
}
