import type { TillSession } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { allowedActions, cashBlocked, drawerStatus } from './drawer-state';

const session = (must_close: boolean) => ({ id: 's1', must_close }) as TillSession;
const status = (s: TillSession | null | undefined, error = false) =>
  drawerStatus({ tillId: 't1', error, session: s });

describe('the till drawer', () => {
  it('is closed, open or must be closed from what the server answers', () => {
    expect(status(null)).toBe('closed');
    expect(status(session(false))).toBe('open');
    expect(status(session(true))).toBe('must_close');
    expect(status(undefined)).toBe('loading');
    expect(status(undefined, true)).toBe('error');
    expect(drawerStatus({ tillId: null, error: false, session: null })).toBe('no_till');
  });

  it('offers open only with no session, the rest only with one, and an old session only its close', () => {
    expect([...allowedActions('closed')]).toEqual(['open']);
    expect([...allowedActions('open')]).toEqual(['cashIn', 'cashOut', 'handover', 'xReport', 'close']);
    expect([...allowedActions('must_close')]).toEqual(['xReport', 'close']);
    expect(allowedActions('no_till').size).toBe(0);
    expect(allowedActions('loading').size).toBe(0);
  });

  it('blocks cash only when the rule is on and no usable session is open', () => {
    expect(cashBlocked('closed', true)).toBe('required');
    expect(cashBlocked('must_close', true)).toBe('must_close');
    expect(cashBlocked('open', true)).toBeNull();
    expect(cashBlocked('closed', false)).toBeNull();
  });
});
