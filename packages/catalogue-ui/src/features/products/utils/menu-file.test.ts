import { MENU_COLUMNS, MENU_ISSUE_CODES } from '@kiosk/domain';
import { en, flattenKeys, tr } from '@kiosk/i18n';
import { describe, expect, it } from 'vitest';
import { importChangeCount, menuFileFormat, refusedIssues, toBase64 } from './menu-file';

describe('menu file helpers', () => {
  it('knows CSV and XLSX by the name, in any case', () => {
    expect(menuFileFormat('Menü.CSV')).toBe('csv');
    expect(menuFileFormat('menu.xlsx')).toBe('xlsx');
    expect(menuFileFormat('menu.xls')).toBeUndefined();
    expect(menuFileFormat('menu')).toBeUndefined();
  });

  it('encodes bytes as base64, also past one slice', () => {
    expect(toBase64(new TextEncoder().encode('Çay;15'))).toBe(btoa('\u00c3\u0087ay;15'));
    const big = new Uint8Array(0x8000 * 2 + 5).map((_, i) => i % 256);
    expect(atob(toBase64(big)).length).toBe(big.length);
  });

  it("reads a refused import's issues from the error details", () => {
    const issue = { line: 3, column: 'price', code: 'priceInvalid' };
    expect(refusedIssues({ issues: [issue] })).toEqual([issue]);
    expect(refusedIssues(undefined)).toEqual([]);
    expect(refusedIssues([{ field: 'x' }])).toEqual([]);
  });

  it('every issue code and column has a text in Turkish and English', () => {
    for (const language of [tr, en]) {
      const keys = new Set(flattenKeys(language));
      for (const code of MENU_ISSUE_CODES) expect(keys).toContain(`catalogue.menuFile.issues.${code}`);
      for (const column of MENU_COLUMNS) expect(keys).toContain(`catalogue.menuFile.columns.${column}`);
    }
  });
});

describe('importChangeCount', () => {
  it('counts the categories and products a run creates or updates, not the unchanged ones', () => {
    const summary = {
      categories: { created: 1, updated: 2, unchanged: 5 },
      products: { created: 3, updated: 4, unchanged: 9 },
    };
    expect(importChangeCount({ summary })).toBe(10);
  });
});
