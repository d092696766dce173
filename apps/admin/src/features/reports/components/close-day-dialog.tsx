import { Button, Dialog } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

/** Asks before the day is closed (its report recorded, once). */
export function CloseDayDialog({
  open,
  onOpenChange,
  dayText,
  closing,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dayText: string;
  closing: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.z.closeTitle')}
      description={t('reports.z.closeBody', { day: dayText })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('reports.z.cancel')}
          </Button>
          <Button data-testid="z-close-confirm" disabled={closing} onClick={onConfirm}>
            {t('reports.z.confirm')}
          </Button>
        </>
      }
    />
  );
}
