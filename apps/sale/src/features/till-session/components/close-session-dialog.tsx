import { Dialog, isApiError } from '@kiosk/ui';
import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { closeTillSession } from '../api/close-session';
import { useCountForm } from '../hooks/use-count-form';
import { useDrawerAction, useRefusalText } from '../hooks/use-drawer-action';
import { closeFlow, closeStart } from '../utils/close-flow';
import { readCount } from '../utils/count-form';
import { CloseResult } from './close-result';
import { CountFields } from './count-fields';
import { DrawerFormDialog } from './drawer-form-dialog';
import { NoteField } from './note-field';

/**
 * The blind close: the cashier counts the drawer without seeing the expected amount; then the
 * expected, counted and difference. A note is asked for when the server says the difference is
 * above the threshold (the close is sent again with it); a refusal is shown in the dialog.
 */
export function CloseSessionDialog({ sessionId, onClose }: { sessionId: string; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [flow, dispatch] = useReducer(closeFlow, closeStart);
  const noteRequired = flow.step === 'count' && flow.noteRequired;
  const count = useCountForm({ noteRequired });
  const action = useDrawerAction();
  const refusalText = useRefusalText();

  const submit = count.form.handleSubmit(async (values) => {
    const body = readCount(values).body;
    if (!body) return;
    dispatch({ type: 'send' });
    const note = values.note.trim();
    const result = await action.run(() =>
      closeTillSession(sessionId, {
        ...('count' in body ? { count: body.count } : { counted_minor: body.total_minor }),
        ...(note ? { note } : {}),
      }),
    );
    if (result.ok) return dispatch({ type: 'closed', report: result.value.report });
    const code = isApiError(result.error) ? result.error.code : '';
    if (code === 'note_required') return dispatch({ type: 'note_required' });
    dispatch({
      type: 'refused',
      code: count.applyServerError(result.error) ? '' : refusalText(result.error),
    });
  });

  if (flow.step === 'result') {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('sale.tillSession.drawer.closedTitle')}
        size="md"
      >
        <CloseResult report={flow.report} onDone={onClose} />
      </Dialog>
    );
  }
  return (
    <DrawerFormDialog
      title={t('sale.tillSession.closeTitle')}
      description={t('sale.tillSession.blindHint')}
      size="lg"
      testId="close-session"
      submitLabel={t('sale.tillSession.drawer.closeSubmit')}
      submitVariant="danger"
      busy={action.busy}
      refusal={flow.refusal || null}
      onSubmit={submit}
      onClose={onClose}
    >
      {noteRequired && <NoteField id={id} count={count} required />}
      <CountFields id={id} count={count} />
      {!noteRequired && <NoteField id={id} count={count} required={false} />}
    </DrawerFormDialog>
  );
}
