/** How long a press must be held to open a tile's menu instead of adding the product. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling the grid, not pressing. */
const MOVE_TOLERANCE_PX = 10;

interface LongPress {
  /** A pointer went down at (x, y); only the primary button (a touch, a pen, a left click) counts. */
  down(x: number, y: number, button: number): void;
  /** The pointer moved: too far and the press is not a long one. */
  move(x: number, y: number): void;
  /** Released, left or cancelled before the time: nothing happens. */
  end(): void;
  /** A context menu (a right click, or the browser's own long-press): the long press at once. */
  contextMenu(): void;
  /** The click that follows the release: false when the long press already answered it. */
  takeClick(): boolean;
}

/**
 * A press held LONG_PRESS_MS without moving calls `onLongPress` (a touch screen's "right click");
 * the click that follows it is swallowed, so a long press never also adds the product. A shorter
 * press is left to the click.
 */
export function createLongPress(onLongPress: () => void, delayMs = LONG_PRESS_MS): LongPress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  let origin = { x: 0, y: 0 };
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const fire = () => {
    stop();
    fired = true;
    onLongPress();
  };
  return {
    down(x, y, button) {
      stop();
      fired = false;
      if (button !== 0) return;
      origin = { x, y };
      timer = setTimeout(fire, delayMs);
    },
    move(x, y) {
      if (timer !== undefined && Math.hypot(x - origin.x, y - origin.y) > MOVE_TOLERANCE_PX) stop();
    },
    end: stop,
    contextMenu() {
      if (!fired) fire();
    },
    takeClick() {
      const answered = fired;
      fired = false;
      return !answered;
    },
  };
}
