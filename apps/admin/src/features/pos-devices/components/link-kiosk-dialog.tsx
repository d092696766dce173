import type { PosDevice } from '@kiosk/contracts';
import { Button, Dialog, Field, Select, SwitchRow, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useKioskOptions } from '../api/get-kiosk-options';
import { useLinkKiosk } from '../api/link-kiosk';

/** Link a POS device to a kiosk (a kiosk must be chosen: 'Please select a kiosk'). */
export function LinkKioskDialog({ device, onClose }: { device: PosDevice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kiosks = useKioskOptions();
  const link = useLinkKiosk();
  const [kioskId, setKioskId] = useState('');
  const [primary, setPrimary] = useState(true);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (device) {
      setKioskId('');
      setPrimary(true);
      setError(undefined);
    }
  }, [device]);
  function submit() {
    if (!device) return;
    if (!kioskId) {
      setError(t('fleet.link.selectKiosk'));
      return;
    }
    link.mutate(
      { kioskId, posDeviceId: device.id, primary },
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
      open={device !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.pos.linkKiosk')}
      description={
        device ? `${device.device_name ?? device.pos_serial_number} · ${device.pos_serial_number}` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={link.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button onClick={submit} loading={link.isPending}>
            {t('fleet.link.submit')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Field id="link-kiosk" label={t('fleet.link.kiosk')} required error={error}>
          <Select
            id="link-kiosk"
            value={kioskId}
            invalid={!!error}
            onChange={(e) => {
              setKioskId(e.target.value);
              setError(undefined);
            }}
          >
            <option value="">{t('fleet.link.chooseKiosk')}</option>
            {(kiosks.data ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {`${k.username} · ${k.public_id}`}
              </option>
            ))}
          </Select>
        </Field>
        <SwitchRow
          id="link-kiosk-primary"
          label={t('fleet.link.primary')}
          checked={primary}
          onCheckedChange={setPrimary}
        />
      </div>
    </Dialog>
  );
}
