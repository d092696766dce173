import type { PosDevice } from '@kiosk/contracts';
import { Button, Dialog, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useDeletePosDevice } from '../api/delete-pos-device';

/** Delete confirmation: soft for everyone; super admins may choose hard (not with transactions, not when soft-deleted). */
export function DeletePosDialog({
  device,
  superAdmin,
  onClose,
}: {
  device: PosDevice | null;
  superAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePosDevice();
  const [hard, setHard] = useState(false);
  useEffect(() => {
    if (device) setHard(false);
  }, [device]);
  const name = device ? (device.device_name ?? device.pos_serial_number) : '';
  function confirm() {
    if (!device) return;
    remove.mutate(
      { id: device.id, hard },
      {
        onSuccess: () => {
          toast.success(t('fleet.pos.deleted'));
          onClose();
        },
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.pos.deleteError'))),
      },
    );
  }
  const hardOffered = superAdmin && device !== null && !device.is_deleted;
  return (
    <Dialog
      open={device !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.pos.deleteTitle')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t(hard ? 'fleet.pos.hardDelete' : 'fleet.common.delete')}
          </Button>
        </>
      }
    >
      <p className="text-ink text-sm">{t('fleet.pos.deleteConfirm', { name })}</p>
      {hardOffered && device && (
        <fieldset className="mt-4 grid gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="pos-delete-mode" checked={!hard} onChange={() => setHard(false)} />
            {t('fleet.pos.softDelete')}
          </label>
          <label
            className={
              device.has_transactions ? 'flex items-center gap-2 opacity-60' : 'flex items-center gap-2'
            }
          >
            <input
              type="radio"
              name="pos-delete-mode"
              checked={hard}
              disabled={device.has_transactions}
              onChange={() => setHard(true)}
            />
            {t('fleet.pos.hardDelete')}
          </label>
          {device.has_transactions && <p className="text-ink-muted text-xs">{t('fleet.pos.hardDisabled')}</p>}
        </fieldset>
      )}
    </Dialog>
  );
}
