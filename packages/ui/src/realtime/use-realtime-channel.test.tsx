// @vitest-environment jsdom
import type { RealtimeEvent } from '@kiosk/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChannelHandlers, createRealtimeClient, type RealtimeClient } from './realtime-client.js';
import { RealtimeProvider, useRealtimeChannel } from './use-realtime-channel.js';

afterEach(cleanup);

function fakeClient() {
  const handlers = new Map<string, ChannelHandlers>();
  const unsubscribe = vi.fn();
  const real = createRealtimeClient({ WebSocket: class {} as never });
  const client: RealtimeClient = {
    ...real,
    getState: () => 'open',
    subscribe: vi.fn((channel: string, channelHandlers: ChannelHandlers) => {
      handlers.set(channel, channelHandlers);
      return () => {
        handlers.delete(channel);
        unsubscribe(channel);
      };
    }),
  };
  return { client, handlers, unsubscribe };
}

function Orders({ channel, onEvent }: { channel: string | null; onEvent: (event: RealtimeEvent) => void }) {
  const state = useRealtimeChannel(channel, onEvent);
  return <p>state: {state}</p>;
}

const event: RealtimeEvent = {
  channel: 'orders',
  event: 'INSERT',
  payload: { id: 1 },
  at: '2024-01-01T00:00:00Z',
};

describe('useRealtimeChannel', () => {
  it('joins while mounted, calls the latest callback, and leaves on unmount', () => {
    const { client, handlers, unsubscribe } = fakeClient();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <RealtimeProvider client={client}>
        <Orders channel="orders" onEvent={first} />
      </RealtimeProvider>,
    );
    expect(screen.getByText('state: open')).toBeTruthy();
    expect(client.subscribe).toHaveBeenCalledTimes(1);

    view.rerender(
      <RealtimeProvider client={client}>
        <Orders channel="orders" onEvent={second} />
      </RealtimeProvider>,
    );
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    act(() => handlers.get('orders')?.onEvent(event));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(event);

    view.unmount();
    expect(unsubscribe).toHaveBeenCalledWith('orders');
  });

  it('joins nothing for a null channel', () => {
    const { client } = fakeClient();
    render(
      <RealtimeProvider client={client}>
        <Orders channel={null} onEvent={() => {}} />
      </RealtimeProvider>,
    );
    expect(client.subscribe).not.toHaveBeenCalled();
  });
});
