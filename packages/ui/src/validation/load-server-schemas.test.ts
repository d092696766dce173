import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// each test starts as an app does: nothing loaded yet
let loader: typeof import('./load-server-schemas.js');
let messages: typeof import('../realtime/realtime-messages.js');
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./load-server-schemas.js');
  messages = await import('../realtime/realtime-messages.js');
});
afterEach(() => {
  vi.doUnmock('./server-schemas.js');
});

/** Resolves once every use queued before it has run (the schemas are in). */
const queued = () => new Promise<void>((resolve) => loader.withServerSchemas(() => resolve()));

const event = (id: number) =>
  JSON.stringify({
    type: 'event',
    event: { channel: 'orders', event: 'INSERT', payload: { id }, at: '2026-11-28T12:00:00Z' },
  });

describe('loadServerSchemas / withServerSchemas', () => {
  it('hands the realtime frames that came before the schemas on once they are in, in order, checked', async () => {
    const onEvent = vi.fn();
    const channels = new Map([['orders', new Set([{ onEvent }])]]);
    messages.dispatchServerMessage(channels, event(1));
    messages.dispatchServerMessage(channels, JSON.stringify({ type: 'event', event: { channel: 'orders' } }));
    messages.dispatchServerMessage(channels, event(2));
    expect(onEvent).not.toHaveBeenCalled();
    await queued();
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(onEvent.mock.calls.map(([e]) => e.payload.id)).toEqual([1, 2]);
    // loaded and the queue done: the next frame is handed on at once
    await new Promise((resolve) => setTimeout(resolve, 0));
    messages.dispatchServerMessage(channels, event(3));
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it('loads once, and a use that throws does not stop the ones after it', async () => {
    const seen: string[] = [];
    const thrown = vi.fn();
    const timer = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      try {
        run();
      } catch (error) {
        thrown(error);
      }
      return 0;
    }) as unknown as typeof setTimeout);
    loader.withServerSchemas(() => seen.push('first'));
    loader.withServerSchemas(() => {
      throw new Error('handler failed');
    });
    loader.withServerSchemas((schemas) => seen.push(typeof schemas.menuDataSchema.safeParse));
    await queued();
    timer.mockRestore();
    expect(seen).toEqual(['first', 'function']);
    // what the use threw is raised again on its own (as a frame handler's error would be)
    expect(thrown).toHaveBeenCalledWith(new Error('handler failed'));
    expect(await loader.loadServerSchemas()).toBe(await loader.loadServerSchemas());
  });

  it('tries a failed load again on the next call; the uses waiting meanwhile are dropped', async () => {
    let fail = true;
    vi.doMock('./server-schemas.js', () => {
      if (fail) throw new Error('chunk not reachable');
      return { serverSchemas: { menuDataSchema: 'menu' } };
    });
    const use = vi.fn();
    loader.withServerSchemas(use);
    await expect(loader.loadServerSchemas()).rejects.toThrow();
    expect(use).not.toHaveBeenCalled();
    fail = false;
    vi.resetModules();
    expect((await loader.loadServerSchemas()).menuDataSchema).toBe('menu');
  });
});
