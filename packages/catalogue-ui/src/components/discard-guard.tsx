import { ConfirmDialog } from '@kiosk/ui';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether any field of a form differs from the values it opened with. */
export function isChanged<T extends object>(original: T, values: T): boolean {
  return (Object.keys(original) as Array<keyof T>).some((key) => values[key] !== original[key]);
}

/**
 * A form inside a guarded dialog tells it whether something was typed, in the commit that shows
 * the typing (a layout effect), so an Escape pressed right after a keystroke already knows.
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/**
 * A form dialog's close (Escape, outside click, Cancel, ×) asks before dropping what was typed,
 * with the order edit dialog's wording (issue 29 item 17). `question` goes inside the dialog.
 */
export function useDiscardGuard(onClose: () => void) {
  const { t } = useTranslation();
  // a ref, not state: a close asked for before the dialog re-rendered still reads the latest value
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty.current ? setAsking(true) : close());
  const question = (
    <ConfirmDialog
      open={asking}
      onCancel={() => setAsking(false)}
      title={t('catalogue.common.discard.title')}
      description={t('catalogue.common.discard.message')}
      confirmLabel={t('catalogue.common.discard.confirm')}
      cancelLabel={t('catalogue.common.discard.keep')}
      onConfirm={close}
    />
  );
  return { setDirty, close, requestClose, question };
}
