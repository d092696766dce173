import { describe, expect, it } from 'vitest';
import {
  catalogues,
  compareCatalogueKeys,
  createI18n,
  en,
  flattenKeys,
  KIOSK_TURKISH,
  loadKioskCatalogue,
  SALE_CATALOGUES,
  tr,
} from './index.js';
import { KIOSK_ENGLISH } from './kiosk-english.js';

const KIOSK_CATALOGUES = { tr: KIOSK_TURKISH, en: KIOSK_ENGLISH };

describe('translation catalogues', () => {
  it('English has exactly the keys of Turkish', () => {
    const { missing, extra } = compareCatalogueKeys(tr, en);
    expect({ missingInEnglish: missing, extraInEnglish: extra }).toEqual({
      missingInEnglish: [],
      extraInEnglish: [],
    });
  });

  it("carries the spec's Turkish fleet texts (the server answers fleet errors with them)", () => {
    expect(tr.fleet.errors.usernameTooShort).toBe('Kullanıcı adı en az 8 karakter olmalıdır');
    expect(tr.fleet.errors.usernameStart).toBe('Kullanıcı adı bir harf ile başlamalıdır');
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
    const i18n = createI18n({ resources: catalogues });
    expect(i18n.language).toBe('tr');
    expect(i18n.t('kiosk.welcome.title')).toBe('Hoş Geldiniz');
    expect(i18n.t('does.not.exist')).toBe('does.not.exist');
  });

  it('switches to English and normalises unsupported languages to Turkish', async () => {
    const i18n = createI18n({ language: 'en-US', resources: catalogues });
    expect(i18n.language).toBe('en');
    expect(i18n.t('kiosk.welcome.title')).toBe('Welcome');
    expect(createI18n({ language: 'de', resources: catalogues }).language).toBe('tr');
    await i18n.changeLanguage('tr');
    expect(i18n.t('kiosk.welcome.subtitle')).toBe('Lezzetli Seçimler Sizi Bekliyor');
  });

  it('gives the kiosk and the sale app only their parts (both share customer details and card payment; the sale app also has the catalogue screens), the same texts as the whole catalogue', () => {
    for (const [app, parts, own] of [
      ['kiosk', KIOSK_CATALOGUES, ['kiosk']],
      ['sale', SALE_CATALOGUES, ['sale', 'catalogue']],
    ] as const) {
      for (const language of ['tr', 'en'] as const) {
        const part = parts[language];
        expect(Object.keys(part).sort(), `${app} ${language}`).toEqual(
          ['auth', 'common', 'customer', 'payment', ...own, 'ui'].sort(),
        );
        for (const key of Object.keys(part)) expect(part[key]).toBe(catalogues[language][key]);
      }
    }
    const kiosk = createI18n({ language: 'en', resources: KIOSK_CATALOGUES });
    expect(kiosk.t('kiosk.welcome.title')).toBe('Welcome');
    expect(kiosk.t('orders.title')).toBe('orders.title');
  });

  it('loads a language not given at start when it is first shown (the kiosk starts with Turkish only)', async () => {
    const asked: string[] = [];
    const load = async (language: 'tr' | 'en') => {
      asked.push(language);
      return loadKioskCatalogue(language);
    };
    const kiosk = createI18n({ language: 'tr', resources: { tr: KIOSK_TURKISH }, load });
    expect(kiosk.t('kiosk.welcome.title')).toBe('Hoş Geldiniz');
    expect(asked).toEqual([]);
    await kiosk.changeLanguage('en');
    expect(kiosk.language).toBe('en');
    expect(kiosk.t('kiosk.welcome.title')).toBe('Welcome');
    expect(asked).toEqual(['en']);
    await kiosk.changeLanguage('tr');
    await kiosk.changeLanguage('en');
    expect(asked).toEqual(['en']);

    // a reload while a customer reads English: the English texts are fetched at start
    const reloaded = createI18n({ language: 'en', resources: { tr: KIOSK_TURKISH }, load });
    await expect.poll(() => reloaded.t('kiosk.welcome.title')).toBe('Welcome');
  });

  it('keeps the current language when fetching another language fails (and can try again)', async () => {
    let fail = true;
    const load = async (language: 'tr' | 'en') => {
      if (fail) throw new Error('offline');
      return loadKioskCatalogue(language);
    };
    const kiosk = createI18n({ language: 'tr', resources: { tr: KIOSK_TURKISH }, load });
    await kiosk.changeLanguage('en').catch(() => undefined);
    expect(kiosk.t('kiosk.welcome.title')).not.toBe('Welcome');
    fail = false;
    await kiosk.reloadResources('en');
    await kiosk.changeLanguage('en');
    expect(kiosk.t('kiosk.welcome.title')).toBe('Welcome');
  });
});
