import type { CustomerInfo } from '@kiosk/domain';
import { type FocusEvent, type PointerEvent, useEffect, useState } from 'react';
import { cleanInput, type Field, isTyped, type TypedField } from '../utils/customer-form';
import { applyKey } from '../utils/keyboard';

const fieldElement = (field: Field) =>
  document.getElementById(`customer-${field}`) as HTMLInputElement | HTMLTextAreaElement | null;

/** Scrolls a field to the middle of the form area when any of it is out of sight (e.g. under the keyboard). */
function revealField(element: HTMLElement | null) {
  const area = element?.closest('main')?.getBoundingClientRect();
  const rect = element?.getBoundingClientRect();
  if (!element || !area || !rect) return;
  if (rect.top < area.top || rect.bottom > area.bottom) element.scrollIntoView({ block: 'center' });
}

/** The caret or selection of a field (e-mail and tel inputs have no selection API: the end). */
function selectionOf(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
): [number, number] {
  try {
    if (element && element.selectionStart !== null && element.selectionEnd !== null) {
      return [element.selectionStart, element.selectionEnd];
    }
  } catch {
    // no selection on this input type
  }
  return [value.length, value.length];
}

/**
 * The on-screen keyboard of the details form: it follows the focused field, types its keys into
 * the field (at the caret) through `update`, and keeps the field in sight above itself.
 */
export function useOnScreenTyping(info: CustomerInfo, update: (field: Field, value: string) => void) {
  const [typing, setTyping] = useState<TypedField | null>(null);

  // keep the focused field in sight above the keyboard (the form area shrinks when it opens)
  useEffect(() => {
    if (!typing) return;
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealField(fieldElement(typing)));
    };
    reveal();
    // and after a turn of the screen
    window.addEventListener('resize', reveal);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', reveal);
    };
  }, [typing]);

  // the keyboard follows the focused field. A button taking the focus (Ödemeye Geç, a picker)
  // leaves it open: hiding it at the press would move the form under the finger and the tap would
  // be lost; the button's own action closes it.
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target.id.replace(/^customer-/, '');
    if (isTyped(field)) setTyping(field);
    else if (!(event.target instanceof HTMLButtonElement)) setTyping(null);
  };

  // a tap on the field being typed brings it back into sight
  const onPointerUp = (event: PointerEvent<HTMLFormElement>) => {
    if (typing && event.target instanceof HTMLElement && event.target.id === `customer-${typing}`)
      revealField(event.target);
  };

  const typeKey = (key: string) => {
    if (!typing) return;
    const element = fieldElement(typing);
    const value = info[typing] ?? '';
    const [start, end] = selectionOf(element, value);
    const edit = applyKey(value, start, end, key);
    if (!edit) return;
    const next = cleanInput(typing, edit.value);
    update(typing, next);
    const caret = Math.min(edit.caret, next.length);
    requestAnimationFrame(() => {
      if (!element) return;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
      try {
        element.setSelectionRange(caret, caret);
      } catch {
        // e-mail and tel inputs: the caret stays at the end
      }
    });
  };

  const hideKeyboard = () => {
    if (typing) fieldElement(typing)?.blur();
    setTyping(null);
  };

  return { typing, setTyping, onFocus, onPointerUp, typeKey, hideKeyboard };
}
