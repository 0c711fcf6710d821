import { type DragEvent, useRef, useState } from 'react';

/** The item being dragged and where it would land: before or after the item under the pointer. */
interface Drag {
  id: string;
  over: string | null;
  after: boolean;
}

/**
 * Menu items reordered by native drag and drop (docs/decisions/0259-menu-images-and-the-top-strip.md), as the page's
 * sections are: an item's row is dragged, the row under the pointer shows a line where it will land (its upper half:
 * before it, its lower half: after it), and the drop is handed over as the item and its neighbour. Gore, Dolje and
 * Alt+↑/↓ stay the keyboard's way.
 */
export function useNavDrag(drop: (id: string, targetId: string, after: boolean) => void) {
  // The drag as the events see it at once (a ref: dragover may come before React draws again), and as drawn.
  const current = useRef<Drag | null>(null);
  const [drawn, setDrawn] = useState<Drag | null>(null);
  const follow = (next: Drag | null) => {
    current.current = next;
    setDrawn(next);
  };
  const lowerHalf = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY > box.top + box.height / 2;
  };
  return (id: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      // A sub-item's row sits inside its parent's item: only the row under the pointer starts the drag.
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      follow({ id, over: null, after: false });
    },
    onDragEnd: () => follow(null),
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const drag = current.current;
      if (!drag) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const after = lowerHalf(event);
      if (drag.over !== id || drag.after !== after) follow({ ...drag, over: id, after });
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const drag = current.current;
      if (!drag) return;
      event.preventDefault();
      if (drag.id !== id) drop(drag.id, id, lowerHalf(event));
      follow(null);
    },
    className:
      drawn && drawn.over === id && drawn.id !== id
        ? `cms-nav-item__row cms-nav-item__row--drop-${drawn.after ? 'after' : 'before'}`
        : 'cms-nav-item__row',
  });
}
