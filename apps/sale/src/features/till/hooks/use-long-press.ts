import { type MouseEvent, type PointerEvent, useMemo, useRef } from 'react';
import { createLongPress } from '../utils/long-press';

/**
 * The pointer handlers of a long press (about 500 ms, touch, pen and mouse; a right click too)
 * for an element whose ordinary click does something else: `allowClick()` tells the click handler
 * whether the press was an ordinary one.
 */
export function useLongPress(onLongPress: () => void) {
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  return useMemo(() => {
    const gesture = createLongPress(() => callback.current());
    return {
      handlers: {
        onPointerDown: (event: PointerEvent) => gesture.down(event.clientX, event.clientY, event.button),
        onPointerMove: (event: PointerEvent) => gesture.move(event.clientX, event.clientY),
        onPointerUp: gesture.end,
        onPointerLeave: gesture.end,
        onPointerCancel: gesture.end,
        onContextMenu: (event: MouseEvent) => {
          event.preventDefault();
          gesture.contextMenu();
        },
      },
      allowClick: gesture.takeClick,
    };
  }, []);
}
