import { Button, Dialog } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openTillSession } from '../api/open-session';
import { useCountForm } from '../hooks/use-count-form';
import { useDrawerAction, useRefusalText } from '../hooks/use-drawer-action';
import { readCount } from '../utils/count-form';
import { CountFields } from './count-fields';
import { Refusal } from './refusal';

/** Opening the till: the float counted by denomination (or a plain total), then the session is open. */
export function OpenSessionDialog({ tillId, onClose }: { tillId: string; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const count = useCountForm();
  const action = useDrawerAction();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = count.form.handleSubmit(async (values) => {
    const body = readCount(values).body;
    if (!body) return;
    setRefusal(null);
    const result = await action.run(
      () =>
        openTillSession({
          pos_device_id: tillId,
          ...('count' in body ? { count: body.count } : { float_minor: body.total_minor }),
        }),
      t('sale.tillSession.drawer.opened'),
    );
    if (result.ok) onClose();
    else if (!count.applyServerError(result.error)) setRefusal(refusalText(result.error));
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('sale.tillSession.openTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('sale.tillSession.drawer.cancel')}
          </Button>
          <Button
            size="lg"
            form={`${id}-form`}
            type="submit"
            loading={action.busy}
            data-testid="open-session-submit"
          >
            {t('sale.tillSession.open')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="open-session-dialog"
      >
        <Refusal text={refusal} />
        <CountFields id={id} count={count} />
      </form>
    </Dialog>
  );
}
