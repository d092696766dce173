import { type DragEvent, useState } from 'react';
import { type DropPosition, dropIndex, dropPosition } from '../utils/option-drop';

interface DropTarget {
  key: string;
  position: DropPosition;
}

/** What an option card needs for HTML5 drag and drop within its step. */
export interface OptionDrag {
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  dragging: boolean;
  dropIndicator: DropPosition | null;
}

/**
 * Drag and drop of a step's options: which option is dragged, where it would land (shown as a line
 * before or after the option under the pointer), and the move on drop.
 */
export function useOptionDrag(keys: readonly string[], onMove: (from: number, to: number) => void) {
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const stop = () => {
    setDragKey(null);
    setDropTarget(null);
  };

  return (key: string, index: number): OptionDrag => ({
    dragging: dragKey === key,
    dropIndicator: dropTarget?.key === key && dragKey !== key ? dropTarget.position : null,
    onDragStart: (event) => {
      setDragKey(key);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', key);
      const card = event.currentTarget.closest('li');
      if (card) event.dataTransfer.setDragImage(card, 24, 24);
    },
    onDragEnd: stop,
    onDragOver: (event) => {
      if (!dragKey) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const position = dropPosition(event.clientY, event.currentTarget.getBoundingClientRect());
      if (dropTarget?.key !== key || dropTarget.position !== position) setDropTarget({ key, position });
    },
    onDrop: (event) => {
      if (!dragKey) return;
      event.preventDefault();
      const from = keys.indexOf(dragKey);
      const position = dropPosition(event.clientY, event.currentTarget.getBoundingClientRect());
      if (from >= 0) onMove(from, dropIndex(from, index, position));
      stop();
    },
  });
}
