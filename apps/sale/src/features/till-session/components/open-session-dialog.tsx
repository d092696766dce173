import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openTillSession } from '../api/open-session';
import { useCountForm } from '../hooks/use-count-form';
import { useDrawerAction, useRefusalText } from '../hooks/use-drawer-action';
import { readCount } from '../utils/count-form';
import { CountFields } from './count-fields';
import { DrawerFormDialog } from './drawer-form-dialog';

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
    <DrawerFormDialog
      title={t('sale.tillSession.openTitle')}
      size="lg"
      testId="open-session"
      submitLabel={t('sale.tillSession.open')}
      busy={action.busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <CountFields id={id} count={count} />
    </DrawerFormDialog>
  );
}
