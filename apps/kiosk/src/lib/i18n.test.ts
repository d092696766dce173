import { describe, expect, it } from 'vitest';
import { i18n, preloadLanguages } from './i18n';

describe('the kiosk texts', () => {
  it('switch to English at once after the idle preload (no fetch left when the customer taps)', async () => {
    await i18n.changeLanguage('tr');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await preloadLanguages();
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    // changeLanguage with the texts in answers in the same task: nothing is awaited before it applies
    void i18n.changeLanguage('en');
    expect(i18n.t('kiosk.welcome.title')).toBe('Welcome');
    await i18n.changeLanguage('tr');
    expect(i18n.t('kiosk.welcome.title')).toBe('Hoş Geldiniz');
  });
});
