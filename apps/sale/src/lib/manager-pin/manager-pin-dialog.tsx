import { Dialog } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { PinRefusal } from './pin-flow';
import { PinPad } from './pin-pad';
import { usePinRequest } from './pin-store';

/**
 * "Yönetici PIN'i": the PIN pad the till shows when the server asks for a manager's approval (a
 * manual discount above the limit). Digits by touch or keyboard, Backspace deletes, Enter sends;
 * "PIN yanlış" after a wrong one, the wait after too many.
 */
export function ManagerPinDialog() {
  const { t } = useTranslation();
  const request = usePinRequest();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) request?.answer(null);
      }}
      size="sm"
      title={t('sale.pricing.pin.title')}
      description={t('sale.pricing.pin.description')}
    >
      {request && (
        <PinPad key={request.id} error={refusalText(request.refusal, t)} onSubmit={request.answer} />
      )}
    </Dialog>
  );
}

function refusalText(refusal: PinRefusal, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (refusal.kind === 'wrong') return t('sale.pricing.pin.wrong');
  if (refusal.kind === 'locked') return t('sale.pricing.pin.locked', { seconds: refusal.retryAfterS });
  return null;
}
