import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerSchemas } from '../validation/load-server-schemas.js';
import { type ChannelSubscribers, dispatchServerMessage } from './realtime-messages.js';

// the schemas loaded, frames are handed on at once (before, see load-server-schemas.test.ts)
beforeAll(() => loadServerSchemas());

function subscribers() {
  const orders = { onEvent: vi.fn(), onError: vi.fn(), onJoined: vi.fn() };
  const menu = { onEvent: vi.fn(), onError: vi.fn() };
  const channels: ChannelSubscribers = new Map([
    ['orders', new Set([orders])],
    ['db-changes', new Set([menu])],
  ]);
  return { orders, menu, channels };
}

describe('dispatchServerMessage', () => {
  it('hands an event only to the subscribers of its channel', () => {
    const { orders, menu, channels } = subscribers();
    const event = { channel: 'orders', event: 'INSERT', payload: { id: 1 }, at: '2024-01-01T00:00:00Z' };
    dispatchServerMessage(channels, JSON.stringify({ type: 'event', event }));
    expect(orders.onEvent).toHaveBeenCalledWith(event);
    expect(menu.onEvent).not.toHaveBeenCalled();
  });

  it("tells a channel's subscribers it was joined", () => {
    const { orders, channels } = subscribers();
    dispatchServerMessage(channels, JSON.stringify({ type: 'joined', channel: 'orders' }));
    dispatchServerMessage(channels, JSON.stringify({ type: 'joined', channel: 'unknown' }));
    expect(orders.onJoined).toHaveBeenCalledTimes(1);
  });

  it("gives a channel's error to that channel, and an error without a channel to every channel", () => {
    const { orders, menu, channels } = subscribers();
    dispatchServerMessage(
      channels,
      JSON.stringify({ type: 'error', channel: 'orders', code: 'forbidden', message: 'no' }),
    );
    expect(orders.onError).toHaveBeenCalledWith({ channel: 'orders', code: 'forbidden', message: 'no' });
    expect(menu.onError).not.toHaveBeenCalled();
    dispatchServerMessage(
      channels,
      JSON.stringify({ type: 'error', code: 'rate_limited', message: 'slow down' }),
    );
    expect(orders.onError).toHaveBeenLastCalledWith({ code: 'rate_limited', message: 'slow down' });
    expect(menu.onError).toHaveBeenCalledWith({ code: 'rate_limited', message: 'slow down' });
  });

  it('ignores frames that are not JSON or not a server message', () => {
    const { orders, channels } = subscribers();
    dispatchServerMessage(channels, 'not json');
    dispatchServerMessage(channels, JSON.stringify({ type: 'surprise', channel: 'orders' }));
    dispatchServerMessage(channels, JSON.stringify({ type: 'pong' }));
    expect(orders.onEvent).not.toHaveBeenCalled();
    expect(orders.onError).not.toHaveBeenCalled();
    expect(orders.onJoined).not.toHaveBeenCalled();
  });
});
