import type { KioskUser } from '@kiosk/contracts';
import { ConfirmDialog, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useManageKioskUsers } from '../api/manage-kiosk-users';

/**
 * Delete a kiosk (super admins only, spec 6): soft by default, hard when chosen and the kiosk has
 * no orders; hard delete is not offered for an already soft-deleted kiosk unless it is the only way.
 */
export function DeleteKioskDialog({
  kiosk,
  onClose,
  onDeleted,
}: {
  kiosk: KioskUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const manage = useManageKioskUsers();
  const [hard, setHard] = useState(false);
  useEffect(() => {
    if (kiosk) setHard(kiosk.is_deleted);
  }, [kiosk]);
  function confirm() {
    if (!kiosk) return;
    manage.mutate(
      { action: 'delete', id: kiosk.id, hard },
      {
        onSuccess: () => {
          toast.success(t(hard ? 'fleet.kiosks.hardDeleted' : 'fleet.kiosks.deletedToast'));
          onClose();
          onDeleted?.();
        },
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.kiosks.deleteError'))),
      },
    );
  }
  return (
    <ConfirmDialog
      open={kiosk !== null}
      title={t('fleet.kiosks.deleteTitle')}
      message={t('fleet.kiosks.deleteConfirm')}
      confirmLabel={t(hard ? 'fleet.kiosks.hardDelete' : 'fleet.common.delete')}
      pending={manage.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {kiosk && (
        <fieldset className="mt-4 grid gap-2 text-sm">
          {!kiosk.is_deleted && (
            <label className="flex items-center gap-2">
              <input type="radio" name="delete-mode" checked={!hard} onChange={() => setHard(false)} />
              {t('fleet.kiosks.softDelete')}
            </label>
          )}
          <label
            className={kiosk.has_orders ? 'flex items-center gap-2 opacity-60' : 'flex items-center gap-2'}
          >
            <input
              type="radio"
              name="delete-mode"
              checked={hard}
              disabled={kiosk.has_orders}
              onChange={() => setHard(true)}
            />
            {t('fleet.kiosks.hardDelete')}
          </label>
          {kiosk.has_orders && (
            <p className="text-ink-muted text-xs">{t('fleet.kiosks.hardDeleteDisabled')}</p>
          )}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
