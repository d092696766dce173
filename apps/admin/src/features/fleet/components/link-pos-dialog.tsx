import type { KioskUser } from '@kiosk/contracts';
import { Button, Dialog, Field, Select, SwitchRow, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useFleetPosDevices } from '../api/get-pos-devices';
import { useLinkPosDevice } from '../api/link-pos-device';

/** Link a POS device to a kiosk (admin-kiosk-management link_pos_device), optionally as primary. */
export function LinkPosDialog({ kiosk, onClose }: { kiosk: KioskUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useFleetPosDevices(kiosk !== null);
  const link = useLinkPosDevice();
  const [deviceId, setDeviceId] = useState('');
  const [primary, setPrimary] = useState(false);
  useEffect(() => {
    if (kiosk) {
      setDeviceId('');
      setPrimary(kiosk.pos_devices.length === 0);
    }
  }, [kiosk]);
  const linkedIds = new Set(kiosk?.pos_devices.map((d) => d.id) ?? []);
  const available = (devices.data ?? []).filter((d) => !linkedIds.has(d.id) && d.is_active);

  function submit() {
    if (!kiosk || !deviceId) return;
    link.mutate(
      { kiosk_id: kiosk.id, pos_device_id: deviceId, is_primary: primary },
      {
        onSuccess: () => {
          toast.success(t('fleet.link.success'));
          onClose();
        },
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.link.error'))),
      },
    );
  }

  return (
    <Dialog
      open={kiosk !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.link.title')}
      description={kiosk ? t('fleet.link.description', { username: kiosk.username }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={link.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!deviceId} loading={link.isPending}>
            {t('fleet.link.submit')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Field
          id="link-device"
          label={t('fleet.link.device')}
          required
          hint={devices.isSuccess && available.length === 0 ? t('fleet.link.noDevices') : undefined}
        >
          <Select id="link-device" value={deviceId} onChange={(e) => setDeviceId(e.target.value)}>
            <option value="">{t('fleet.link.chooseDevice')}</option>
            {available.map((d) => (
              <option key={d.id} value={d.id}>
                {`${d.device_name ?? d.pos_serial_number} · ${d.pos_serial_number}${
                  d.kiosk_username ? ` (${t('fleet.link.linkedTo', { username: d.kiosk_username })})` : ''
                }`}
              </option>
            ))}
          </Select>
        </Field>
        <SwitchRow
          id="link-primary"
          label={t('fleet.link.primary')}
          checked={primary}
          onCheckedChange={setPrimary}
        />
      </div>
    </Dialog>
  );
}
