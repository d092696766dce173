import { checkPublicId, generatePublicId } from '@kiosk/domain';
import { Button, Dialog, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedValueField } from '../../../components/generated-value-field';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { usePatchKiosk } from '../api/patch-kiosk';

/** Edit a kiosk's public id (K-XXXXXXXX), with a generator. */
export function PublicIdDialog({
  kioskId,
  current,
  open,
  onClose,
}: {
  kioskId: string;
  current: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchKiosk();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(current);
      setError(undefined);
    }
  }, [open, current]);
  function submit() {
    const key = checkPublicId(value);
    if (key) {
      setError(t(`fleet.errors.${key}`));
      return;
    }
    patch.mutate(
      { id: kioskId, public_id: value.trim().toUpperCase() },
      {
        onSuccess: () => {
          toast.success(t('fleet.detail.publicIdUpdated'));
          onClose();
        },
        onError: (e) => setError(fleetErrorMessage(e, t, t('fleet.detail.publicIdError'))),
      },
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.detail.editPublicId')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={patch.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button onClick={submit} loading={patch.isPending}>
            {t('fleet.common.save')}
          </Button>
        </>
      }
    >
      <GeneratedValueField
        id="public-id"
        label={t('fleet.kiosks.publicId')}
        value={value}
        error={error}
        uppercase
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        generate={generatePublicId}
      />
    </Dialog>
  );
}
