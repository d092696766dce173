import { en, tr } from '@kiosk/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SESSION_END_REASONS, sessionEndReasonText } from './session-end-reason';

describe('sessionEndReasonText (issue 29 item 16)', () => {
  it('translates every code the server ends a session with, in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'tr', resources: { tr: { translation: tr }, en: { translation: en } } });
    expect(sessionEndReasonText('inactive', i18n.t)).toBe('Hareketsizlik (10 dakika)');
    expect(sessionEndReasonText('Ended by an administrator', i18n.t)).toBe('Yönetici sonlandırdı');
    for (const code of SESSION_END_REASONS) {
      expect(sessionEndReasonText(code, i18n.t)).not.toBe(code);
      expect(sessionEndReasonText(code, i18n.getFixedT('en'))).not.toBe(code);
    }
    expect(sessionEndReasonText('Tablet değişti', i18n.t)).toBe('Tablet değişti');
    expect(sessionEndReasonText(null, i18n.t)).toBe('');
  });
});
