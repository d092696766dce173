import { createStore, useStore } from '@kiosk/ui';

/**
 * The kiosk's accessibility mode (issue 19): the screens move into the lower half of a portrait
 * screen (reach from a wheelchair), with larger text and higher contrast. It is a data attribute
 * on <html> (`data-a11y="on"`) that the stylesheet's `a11y:` variant and CSS variables read, so
 * no component needs a prop, and dialogs (portalled to <body>) follow too. Like the language, it
 * belongs to one customer: ending the session turns it off.
 */
const STORAGE_KEY = 'kiosk_accessibility';

function restore(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

const mode = createStore<boolean>(restore());

function apply(on: boolean): void {
  const root = globalThis.document?.documentElement;
  if (root) root.dataset.a11y = on ? 'on' : 'off';
  try {
    if (on) globalThis.sessionStorage?.setItem(STORAGE_KEY, 'on');
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the mode lives in memory only
  }
}

apply(mode.get());
mode.subscribe(() => apply(mode.get()));

export function useAccessibilityMode(): boolean {
  return useStore(mode);
}

export function setAccessibilityMode(on: boolean): void {
  mode.set(on);
}

export function toggleAccessibilityMode(): void {
  mode.set((on) => !on);
}
