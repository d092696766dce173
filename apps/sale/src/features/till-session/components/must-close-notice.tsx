import { Button } from '@kiosk/ui';
import { AlertTriangle, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showDrawerDialog } from '../hooks/drawer-dialog-store';
import { useTillDrawer } from '../hooks/use-till-drawer';

/** A session left open from an earlier business day: the till asks to close it before selling (blocking). */
export function MustCloseNotice() {
  const { t } = useTranslation();
  const { status, session } = useTillDrawer();
  if (status !== 'must_close' || !session) return null;
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-secondary-950/60 p-6 backdrop-blur-[2px]">
      <div
        role="alertdialog"
        aria-labelledby="must-close-title"
        className="flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-raised"
        data-testid="must-close-notice"
      >
        <AlertTriangle className="size-14 text-red-600" aria-hidden="true" />
        <h2 id="must-close-title" className="font-bold text-ink text-xl">
          {t('sale.tillSession.drawer.mustCloseTitle')}
        </h2>
        <p className="text-ink">{t('sale.tillSession.mustClose')}</p>
        <Button
          size="xl"
          variant="danger"
          onClick={() => showDrawerDialog({ kind: 'close', sessionId: session.id })}
          data-testid="must-close-close"
        >
          <Lock aria-hidden="true" />
          {t('sale.tillSession.drawer.actions.close')}
        </Button>
      </div>
    </div>
  );
}
