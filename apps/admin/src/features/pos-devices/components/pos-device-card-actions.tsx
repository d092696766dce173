import type { KioskUser, PosDevice } from '@kiosk/contracts';
import { Badge, Button } from '@kiosk/ui';
import { CheckCircle2, Fingerprint, Link2, Pencil, Power, RotateCcw, Trash2, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PosDeviceActions } from '../hooks/use-pos-device-actions';
import { linkedKioskId } from '../utils/pos-device-list';

/** What the card's buttons open on the page (its dialogs). */
export interface PosDeviceDialogOpeners {
  onEdit: (device: PosDevice) => void;
  onLink: (device: PosDevice) => void;
  onFingerprint: (device: PosDevice) => void;
  onDelete: (device: PosDevice) => void;
}

/**
 * A device card's buttons: restore for a deleted device (the page shows it to super admins only),
 * else edit, link or unlink, verify, fingerprint, (de)activate and delete.
 */
export function PosDeviceCardActions({
  device,
  actions,
  open,
}: {
  device: PosDevice;
  actions: PosDeviceActions;
  open: PosDeviceDialogOpeners;
}) {
  const { t } = useTranslation();
  if (device.is_deleted)
    return (
      <Button size="sm" variant="outline" onClick={() => actions.restoreDevice(device)}>
        <RotateCcw aria-hidden="true" />
        {t('fleet.common.restore')}
      </Button>
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => open.onEdit(device)}>
        <Pencil aria-hidden="true" />
        {t('fleet.common.edit')}
      </Button>
      {device.links.length > 0 ? (
        <Button size="sm" variant="outline" onClick={() => actions.unlinkDevice(device)}>
          <Unlink aria-hidden="true" />
          {t('fleet.pos.unlinkKiosk')}
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => open.onLink(device)}>
          <Link2 aria-hidden="true" />
          {t('fleet.pos.linkKiosk')}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.verifyDevice(device)}
        loading={actions.verifyingId === device.id}
      >
        <CheckCircle2 aria-hidden="true" />
        {t('fleet.pos.verify')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => open.onFingerprint(device)}>
        <Fingerprint aria-hidden="true" />
        {t('fleet.pos.updateFingerprint')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => (device.is_active ? actions.setDeactivating(device) : actions.toggleActive(device))}
      >
        <Power aria-hidden="true" />
        {t(device.is_active ? 'fleet.common.deactivate' : 'fleet.common.activate')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => open.onDelete(device)}>
        <Trash2 aria-hidden="true" />
        {t('fleet.common.delete')}
      </Button>
    </>
  );
}

/** The device's kiosk: none, a warning when it no longer exists, or a badge that opens its details. */
export function PosKioskBadge({
  device,
  kiosks,
  onShow,
}: {
  device: PosDevice;
  kiosks: KioskUser[];
  onShow: (kiosk: KioskUser) => void;
}) {
  const { t } = useTranslation();
  const kioskId = linkedKioskId(device);
  if (!kioskId) return <span className="text-ink-muted">{t('posDevices.noKiosk')}</span>;
  const kiosk = kiosks.find((k) => k.id === kioskId);
  if (!kiosk)
    return (
      <Badge tone="warning" className="max-w-full">
        {t('fleet.pos.kioskNotFound')}
      </Badge>
    );
  return (
    <button type="button" onClick={() => onShow(kiosk)} className="max-w-full" data-testid="kiosk-badge">
      <Badge tone="info" className="max-w-full truncate">
        {kiosk.username}
      </Badge>
    </button>
  );
}
