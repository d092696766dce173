import type { TillSessionReport } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { closeFlow, closeStart, differenceTone } from './close-flow';

const report = { kind: 'close', expected_cash_minor: 10_000 } as TillSessionReport;

describe('the blind close', () => {
  it('counts, sends, and shows the figures only once closed', () => {
    const sending = closeFlow(closeStart, { type: 'send' });
    expect(sending).toEqual({ step: 'count', noteRequired: false, sending: true, refusal: null });
    expect(closeFlow(sending, { type: 'send' })).toBe(sending);
    expect(closeFlow(sending, { type: 'closed', report })).toEqual({ step: 'result', report });
  });

  it('asks for the note when the server answers note_required, then sends again with it', () => {
    const asked = closeFlow(closeFlow(closeStart, { type: 'send' }), { type: 'note_required' });
    expect(asked).toMatchObject({ step: 'count', noteRequired: true, sending: false });
    const again = closeFlow(asked, { type: 'send' });
    // the note stays required on the second try
    expect(again).toMatchObject({ noteRequired: true, sending: true });
    expect(closeFlow(again, { type: 'closed', report }).step).toBe('result');
  });

  it('shows a refusal until the next try and keeps the count', () => {
    const refused = closeFlow(closeFlow(closeStart, { type: 'send' }), {
      type: 'refused',
      code: 'payment_in_progress',
    });
    expect(refused).toMatchObject({ step: 'count', refusal: 'payment_in_progress', sending: false });
    expect(closeFlow(refused, { type: 'send' })).toMatchObject({ refusal: null, sending: true });
  });

  it('keeps the result once closed, until reset', () => {
    const done = closeFlow(closeStart, { type: 'closed', report });
    expect(closeFlow(done, { type: 'refused', code: 'till_session_closed' })).toBe(done);
    expect(closeFlow(done, { type: 'reset' })).toBe(closeStart);
  });

  it('names the difference over, short or even', () => {
    expect(differenceTone(250)).toBe('over');
    expect(differenceTone(-5_000)).toBe('short');
    expect(differenceTone(0)).toBe('even');
    expect(differenceTone(null)).toBe('even');
  });
});
