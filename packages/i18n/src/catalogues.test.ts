import { describe, expect, it } from 'vitest';
import { compareCatalogueKeys, createI18n, en, flattenKeys, tr } from './index.js';

describe('translation catalogues', () => {
  it('English has exactly the keys of Turkish', () => {
    const { missing, extra } = compareCatalogueKeys(tr, en);
    expect({ missingInEnglish: missing, extraInEnglish: extra }).toEqual({
      missingInEnglish: [],
      extraInEnglish: [],
    });
  });

  it('has no empty texts', () => {
    for (const [name, catalogue] of Object.entries({ tr, en })) {
      const flat = flattenKeys(catalogue);
      const empty = flat.filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${name} has empty texts`).toEqual([]);
    }
  });

  it('reports missing and extra keys by name', () => {
    const difference = compareCatalogueKeys(
      { a: 'A', nested: { b: 'B', c: 'C' } },
      { a: 'A', nested: { b: 'B', d: 'D' }, e: 'E' },
    );
    expect(difference).toEqual({ missing: ['nested.c'], extra: ['e', 'nested.d'] });
  });

  it('defaults to Turkish and falls back to the key when a text is missing', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('tr');
    expect(i18n.t('kiosk.welcome.title')).toBe('Hoş Geldiniz');
    expect(i18n.t('does.not.exist')).toBe('does.not.exist');
  });

  it('switches to English and normalises unsupported languages to Turkish', async () => {
    const i18n = createI18n({ language: 'en-US' });
    expect(i18n.language).toBe('en');
    expect(i18n.t('kiosk.welcome.title')).toBe('Welcome');
    expect(createI18n({ language: 'de' }).language).toBe('tr');
    await i18n.changeLanguage('tr');
    expect(i18n.t('kiosk.welcome.subtitle')).toBe('Lezzetli Seçimler Sizi Bekliyor');
  });
});
