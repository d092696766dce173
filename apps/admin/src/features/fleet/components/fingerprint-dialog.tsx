import { checkFingerprint, generateKioskFingerprint } from '@kiosk/domain';
import { Button, Dialog, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedValueField } from '../../../components/generated-value-field';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useUpdateFingerprint } from '../api/update-fingerprint';

/** Update a kiosk's device fingerprint (update_fingerprint_secure), with the spec's messages. */
export function FingerprintDialog({
  kioskId,
  current,
  open,
  onClose,
}: {
  kioskId: string;
  current: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateFingerprint();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(current ?? '');
      setError(undefined);
    }
  }, [open, current]);
  function submit() {
    const key = checkFingerprint(value);
    if (key) {
      setError(t(`fleet.errors.${key}`));
      return;
    }
    update.mutate(
      { recordId: kioskId, table: 'kiosk_users', fingerprint: value },
      {
        onSuccess: () => {
          toast.success(t('fleet.detail.fingerprintUpdated'));
          onClose();
        },
        onError: (e) => {
          const message = e instanceof Error ? e.message : '';
          if (message === 'Update timeout') toast.error(t('fleet.detail.updateTimeout'));
          else if (message === 'Record not found or no update permission')
            toast.error(t('fleet.detail.fingerprintNotFound'));
          else toast.error(fleetErrorMessage(e, t, t('fleet.detail.fingerprintFailed')));
        },
      },
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.detail.fingerprintTitle')}
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
      <GeneratedValueField
        id="fingerprint-value"
        label={t('fleet.kiosks.fingerprint')}
        hint={t('fleet.detail.fingerprintHint')}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        generate={generateKioskFingerprint}
      />
    </Dialog>
  );
}
