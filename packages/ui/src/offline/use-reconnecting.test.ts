import { describe, expect, it } from 'vitest';
import { isReconnecting } from './use-reconnecting.js';

describe('isReconnecting', () => {
  it('says so while the socket retries or gave up, or the browser has no network', () => {
    expect(isReconnecting('retrying', true)).toBe(true);
    expect(isReconnecting('failed', true)).toBe(true);
    expect(isReconnecting('open', false)).toBe(true);
  });

  it('says nothing while connected, before the first connection or while it is being made', () => {
    expect(isReconnecting('open', true)).toBe(false);
    expect(isReconnecting('idle', true)).toBe(false);
    expect(isReconnecting('connecting', true)).toBe(false);
  });
});
