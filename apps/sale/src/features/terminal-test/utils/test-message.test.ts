import { TERMINAL_TEST_MESSAGE_CODES } from '@kiosk/contracts';
import { createI18n, SALE_CATALOGUES } from '@kiosk/i18n';
import { describe, expect, it } from 'vitest';
import { exchangeError, testMessage } from './test-message';

const exchange = { operation: 'Pairing', request: {}, response: null, status: null, duration_ms: 3 };

describe('terminal test messages at the till', () => {
  it('every code the server answers has its text in Turkish and English', () => {
    for (const language of ['tr', 'en']) {
      const i18n = createI18n({ language, resources: SALE_CATALOGUES });
      for (const code of TERMINAL_TEST_MESSAGE_CODES)
        expect(i18n.exists(`sale.terminalTest.messages.${code}`), `${language} ${code}`).toBe(true);
    }
  });

  it('says the result and the log lines in the chosen language, never the English text', () => {
    const t = createI18n({ language: 'tr', resources: SALE_CATALOGUES }).t;
    expect(
      testMessage(t, {
        message: 'Something answered at this address, but not a card terminal',
        message_code: 'notATerminal',
        message_params: {},
      }),
    ).toBe('Bu adreste bir şey yanıt verdi ama kart terminali değil');
    expect(
      testMessage(t, {
        message: 'Test sale of 2,50 TL approved (sale S1) and voided at once',
        message_code: 'approvedVoided',
        message_params: { amount: '2,50 TL', sale: 'S1' },
      }),
    ).toBe('2,50 TL test satışı onaylandı (satış S1) ve hemen iptal edildi');
    expect(
      exchangeError(t, {
        ...exchange,
        error: 'POS device is not accessible at 10.0.0.9:4567',
        error_code: 'notAccessible',
      }),
    ).toBe('POS cihazına ulaşılamadı');
    expect(exchangeError(t, { ...exchange, error: null })).toBeNull();
  });
});
