// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.js';

/** A stand-in for navigator.serviceWorker: its controller, its listeners, and what was registered. */
function fakeContainer(controlled: boolean) {
  const listeners: Array<() => void> = [];
  const container = {
    controller: controlled ? {} : null,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    register: vi.fn(async () => ({ update: async () => undefined })),
    takeOver: () => {
      for (const listener of listeners) listener();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app once the page has loaded', () => {
    vi.useFakeTimers();
    const container = fakeContainer(false);
    registerServiceWorker(() => undefined);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('the first worker taking over a page the network served is no update; the next one is', () => {
    vi.useFakeTimers();
    const container = fakeContainer(false);
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    container.takeOver();
    expect(onUpdate).not.toHaveBeenCalled();
    container.takeOver();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('a new worker taking over a page a worker served is an update', () => {
    vi.useFakeTimers();
    const container = fakeContainer(true);
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    container.takeOver();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
