import type { PosDevice } from '@kiosk/contracts';
import { checkFingerprint, generatePosFingerprint } from '@kiosk/domain';
import { Button, Dialog, Field, Select, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedValueField } from '../../../components/generated-value-field';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useUpdatePosFingerprint } from '../api/update-pos-fingerprint';

type FingerprintType = 'device' | 'source' | 'target';

/** Update a POS device's fingerprint (paired) or its source / target fingerprint hash. */
export function PosFingerprintDialog({ device, onClose }: { device: PosDevice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePosFingerprint();
  const [type, setType] = useState<FingerprintType>('device');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (device) {
      setType('device');
      setValue(device.fingerprint);
      setError(undefined);
    }
  }, [device]);
  function submit() {
    if (!device) return;
    const key = checkFingerprint(value);
    if (key) {
      setError(t(`fleet.errors.${key}`));
      return;
    }
    update.mutate(
      { id: device.id, fingerprint: value, type },
      {
        onSuccess: () => {
          toast.success(t('fleet.detail.fingerprintUpdated'));
          onClose();
        },
        onError: (e) =>
          toast.error(
            e instanceof Error && e.message === 'Record not found or no update permission'
              ? t('fleet.detail.fingerprintNotFound')
              : fleetErrorMessage(e, t, t('fleet.detail.fingerprintFailed')),
          ),
      },
    );
  }
  return (
    <Dialog
      open={device !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.detail.fingerprintTitle')}
      description={
        device ? `${device.device_name ?? device.pos_serial_number} · ${device.pos_serial_number}` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button onClick={submit} loading={update.isPending}>
            {t('fleet.common.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Field id="pos-fingerprint-type" label={t('fleet.pos.fingerprintType')}>
          <Select
            id="pos-fingerprint-type"
            value={type}
            onChange={(e) => setType(e.target.value as FingerprintType)}
          >
            <option value="device">{t('fleet.pos.fingerprintType_device')}</option>
            <option value="source">{t('fleet.pos.fingerprintType_source')}</option>
            <option value="target">{t('fleet.pos.fingerprintType_target')}</option>
          </Select>
        </Field>
        <GeneratedValueField
          id="pos-fingerprint-value"
          label={t('fleet.pos.fingerprint')}
          hint={t('fleet.detail.fingerprintHint')}
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          generate={generatePosFingerprint}
        />
      </div>
    </Dialog>
  );
}
