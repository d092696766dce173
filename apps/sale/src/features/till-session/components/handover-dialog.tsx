import type { TillCashier } from '@kiosk/contracts';
import { Field, isApiError, Select, Spinner } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTillCashiers } from '../api/get-cashiers';
import { handOver } from '../api/hand-over';
import { useCountForm } from '../hooks/use-count-form';
import { useDrawerAction, useRefusalText } from '../hooks/use-drawer-action';
import { readCount } from '../utils/count-form';
import { CountFields } from './count-fields';
import { DrawerFormDialog } from './drawer-form-dialog';
import { NoteField } from './note-field';

/** Handover ("devir"): the next cashier and a count of the drawer; the session stays open. */
export function HandoverDialog({
  sessionId,
  currentCashierId,
  onClose,
}: {
  sessionId: string;
  currentCashierId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cashiers = useTillCashiers(true);
  const others = (cashiers.data ?? []).filter((c) => c.id !== currentCashierId);
  const [toUserId, setToUserId] = useState('');
  const [pickError, setPickError] = useState(false);
  const [noteRequired, setNoteRequired] = useState(false);
  const count = useCountForm({ noteRequired });
  const action = useDrawerAction();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = count.form.handleSubmit(async (values) => {
    const body = readCount(values).body;
    if (!toUserId) return setPickError(true);
    if (!body) return;
    setRefusal(null);
    const note = values.note.trim();
    const name = others.find((c) => c.id === toUserId)?.email ?? '';
    const result = await action.run(
      () =>
        handOver(sessionId, {
          to_user_id: toUserId,
          ...('count' in body ? { count: body.count } : { counted_minor: body.total_minor }),
          ...(note ? { note } : {}),
        }),
      t('sale.tillSession.handedOver', { to: name }),
    );
    if (result.ok) return onClose();
    if (isApiError(result.error) && result.error.code === 'note_required') return setNoteRequired(true);
    if (!count.applyServerError(result.error)) setRefusal(refusalText(result.error));
  });

  return (
    <DrawerFormDialog
      title={t('sale.tillSession.handover')}
      description={t('sale.tillSession.drawer.handoverHint')}
      size="lg"
      testId="handover"
      submitLabel={t('sale.tillSession.drawer.handoverSubmit')}
      submitDisabled={others.length === 0}
      busy={action.busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      {noteRequired && <NoteField id={id} count={count} required />}
      <Field
        id={`${id}-to`}
        label={t('sale.tillSession.handoverTo')}
        required
        error={pickError ? t('sale.tillSession.drawer.pickCashier') : undefined}
      >
        <CashierPicker
          id={`${id}-to`}
          pending={cashiers.isPending}
          others={others}
          value={toUserId}
          invalid={pickError}
          onChange={(value) => {
            setToUserId(value);
            setPickError(false);
          }}
        />
      </Field>
      <CountFields id={id} count={count} />
      {!noteRequired && <NoteField id={id} count={count} required={false} />}
    </DrawerFormDialog>
  );
}

function CashierPicker({
  id,
  pending,
  others,
  value,
  invalid,
  onChange,
}: {
  id: string;
  pending: boolean;
  others: TillCashier[];
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {pending ? (
        <Spinner label={t('sale.tillSession.drawer.loading')} />
      ) : others.length === 0 ? (
        <p className="text-ink-muted">{t('sale.tillSession.drawer.noCashiers')}</p>
      ) : (
        <Select
          id={id}
          value={value}
          invalid={invalid}
          data-testid="handover-to"
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('sale.tillSession.drawer.pickCashier')}</option>
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.display_name ? `${c.display_name} (${c.email})` : c.email}
            </option>
          ))}
        </Select>
      )}
    </>
  );
}
