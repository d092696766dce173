import type { MenuProduct } from '@kiosk/contracts';
import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { EMPTY_SCAN, scanKey } from '../utils/barcode-scanner';
import { changeSelectedQuantity } from './cart-store';
import type { ProductBrowser } from './use-product-browser';

const SHORTCUT_KEYS = new Set([
  '/',
  '+',
  '-',
  'Escape',
  'Enter',
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
]);

/** How far an arrow moves the highlight in a grid of `columns` (undefined for another key). */
export function arrowStep(key: string, columns: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  return steps[key];
}

interface TillKeys {
  browser: ProductBrowser;
  searchRef: RefObject<HTMLInputElement | null>;
  pick(product: MenuProduct): void;
  scan(code: string): void;
}

/**
 * Keys typed outside any field (and no dialog open): the barcode scanner first, then the shortcuts:
 * `/` search, arrows and Enter pick, `+`/`-` change the selected line, Escape clears the search.
 */
export function useTillShortcuts({ browser, searchRef, pick, scan }: TillKeys): void {
  const scanRef = useRef(EMPTY_SCAN);
  const { products, highlight, moveHighlight, clearSearch, columnsRef } = browser;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;

      const result = scanKey(scanRef.current, event.key, event.timeStamp);
      scanRef.current = result.state;
      if (result.code) {
        event.preventDefault();
        scan(result.code);
        return;
      }
      if (result.consumed) return;
      // a key used as a shortcut does not start a scan
      if (SHORTCUT_KEYS.has(event.key)) scanRef.current = EMPTY_SCAN;
      const step = arrowStep(event.key, columnsRef.current);
      if (step !== undefined) {
        event.preventDefault();
        moveHighlight(step);
      } else if (event.key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      } else if (event.key === '+' || event.key === '-') {
        event.preventDefault();
        changeSelectedQuantity(event.key === '+' ? 1 : -1);
      } else if (event.key === 'Escape') {
        clearSearch();
      } else if (event.key === 'Enter') {
        // a focused button or link does its own thing
        if (target?.closest('button, a')) return;
        const product = highlight === null ? null : products[highlight];
        if (product) {
          event.preventDefault();
          pick(product);
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [scan, pick, moveHighlight, highlight, products, clearSearch, columnsRef, searchRef]);
}

/** Keys in the search field: arrows move the highlight, Enter adds it, Escape clears or leaves. */
export function useSearchKeys({ browser, pick }: Pick<TillKeys, 'browser' | 'pick'>) {
  const { query, setQuery, products, highlight, moveHighlight, columnsRef } = browser;
  return (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const columns = columnsRef.current;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveHighlight(highlight === null ? 0 : columns);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveHighlight(-columns);
        break;
      case 'Enter': {
        event.preventDefault();
        const product = products[highlight ?? 0];
        if (!query.trim() || !product) return;
        pick(product);
        setQuery('');
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (query) setQuery('');
        else event.currentTarget.blur();
        break;
      case '+':
      case '-':
        // with the search empty (as after adding from it) they change the selected line, as the
        // help line says; while a search is typed they are part of it (SKUs have dashes)
        if (query) return;
        event.preventDefault();
        changeSelectedQuantity(event.key === '+' ? 1 : -1);
        break;
      default:
        break;
    }
  };
}
