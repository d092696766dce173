import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** Whether any field of a form differs from the values it opened with. */
export function isChanged<T extends object>(original: T, values: T): boolean {
  return (Object.keys(original) as Array<keyof T>).some((key) => values[key] !== original[key]);
}

/** A form inside a guarded dialog tells it whether something was typed. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/**
 * A form dialog's close (Escape, outside click, Cancel, ×) asks before dropping what was typed,
 * with the order edit dialog's wording (issue 29 item 17). `question` goes inside the dialog.
 */
export function useDiscardGuard(onClose: () => void) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  const question = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t('catalogue.common.discard.title')}
      description={t('catalogue.common.discard.message')}
      confirmLabel={t('catalogue.common.discard.confirm')}
      cancelLabel={t('catalogue.common.discard.keep')}
      onConfirm={close}
    />
  );
  return { setDirty, close, requestClose, question };
}
