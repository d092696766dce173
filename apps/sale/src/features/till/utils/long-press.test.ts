import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongPress, LONG_PRESS_MS } from './long-press';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function press() {
  const onLongPress = vi.fn();
  return { onLongPress, gesture: createLongPress(onLongPress) };
}

describe('long press on a till tile', () => {
  it('opens the menu after 500 ms held, and swallows the click that follows the release', () => {
    const { onLongPress, gesture } = press();
    gesture.down(10, 10, 0);
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    gesture.end();
    expect(gesture.takeClick()).toBe(false);
    // the next, ordinary tap adds the product again
    gesture.down(10, 10, 0);
    gesture.end();
    expect(gesture.takeClick()).toBe(true);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('leaves a short tap to the click (the product is added)', () => {
    const { onLongPress, gesture } = press();
    gesture.down(0, 0, 0);
    vi.advanceTimersByTime(200);
    gesture.end();
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(gesture.takeClick()).toBe(true);
  });

  it('is no long press when the finger moves away (scrolling) but tolerates a small wobble', () => {
    const { onLongPress, gesture } = press();
    gesture.down(0, 0, 0);
    gesture.move(4, 5);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);

    const scrolled = press();
    scrolled.gesture.down(0, 0, 0);
    scrolled.gesture.move(0, 30);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(scrolled.onLongPress).not.toHaveBeenCalled();
  });

  it('ignores the secondary button, but a context menu (right click, browser long-press) opens it once', () => {
    const { onLongPress, gesture } = press();
    gesture.down(0, 0, 2);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onLongPress).not.toHaveBeenCalled();
    gesture.contextMenu();
    expect(onLongPress).toHaveBeenCalledTimes(1);

    // the browser's own long-press menu after ours fired: not a second time
    const held = press();
    held.gesture.down(0, 0, 0);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    held.gesture.contextMenu();
    expect(held.onLongPress).toHaveBeenCalledTimes(1);
  });

  it('a release before the time cancels it even when the pointer leaves or is cancelled', () => {
    const { onLongPress, gesture } = press();
    gesture.down(0, 0, 0);
    vi.advanceTimersByTime(LONG_PRESS_MS - 50);
    gesture.end();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
