import { describe, expect, it } from 'vitest';
import { messageTarget, messageTypeHasText, messageTypeHintKey } from './message-composer';

describe('message composer', () => {
  it('explains commands, POS commands and status requests, not notifications', () => {
    expect(messageTypeHintKey('COMMAND')).toBe('fleet.messenger.commandHint');
    expect(messageTypeHintKey('POS_COMMAND')).toBe('fleet.messenger.posHint');
    expect(messageTypeHintKey('STATUS_REQUEST')).toBe('fleet.messenger.statusHint');
    expect(messageTypeHintKey('NOTIFICATION')).toBeUndefined();
  });

  it('asks for text except for a status request', () => {
    expect(messageTypeHasText('NOTIFICATION')).toBe(true);
    expect(messageTypeHasText('POS_COMMAND')).toBe(true);
    expect(messageTypeHasText('STATUS_REQUEST')).toBe(false);
  });

  it('sends to the store only when asked and the kiosk has one', () => {
    expect(messageTarget({ id: 'k1', store_id: 's1' }, true)).toEqual({ store_id: 's1' });
    expect(messageTarget({ id: 'k1', store_id: 's1' }, false)).toEqual({ target_kiosk_id: 'k1' });
    expect(messageTarget({ id: 'k1', store_id: null }, true)).toEqual({ target_kiosk_id: 'k1' });
  });
});
