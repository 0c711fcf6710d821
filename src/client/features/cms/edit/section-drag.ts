import { type DragEvent, useRef, useState } from 'react';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import { SECTION_KIND_TEXT } from '@shared/cms-sections.js';

/** The section being dragged and where it would land: before or after the section under the pointer. */
interface Drag {
  id: string;
  over: string | null;
  after: boolean;
}

/**
 * Sections reordered by native drag and drop (docs/decisions/0249-cms-preview-as-a-persona.md): a section's bar is
 * dragged, the section under the pointer shows a line where it will land (its upper half: before it, its lower
 * half: after it), and the drop is handed to the edit session as the place the section takes in the list.
 */
export function useSectionDrag(sections: readonly EditSection[], move: (id: string, to: number) => void) {
  // The drag as the events see it at once (a ref: the browser may send dragover before React draws again), and
  // as the page draws it (state: the landing line).
  const current = useRef<Drag | null>(null);
  const [drawn, setDrawn] = useState<Drag | null>(null);
  const follow = (next: Drag | null) => {
    current.current = next;
    setDrawn(next);
  };
  return {
    source: (id: string) => ({
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        follow({ id, over: null, after: false });
      },
      onDragEnd: () => follow(null),
    }),
    target: (id: string, index: number) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        const drag = current.current;
        if (!drag) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const box = event.currentTarget.getBoundingClientRect();
        const after = event.clientY > box.top + box.height / 2;
        if (drag.over !== id || drag.after !== after) follow({ ...drag, over: id, after });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const drag = current.current;
        if (!drag) return;
        event.preventDefault();
        const from = sections.findIndex((s) => s.id === drag.id);
        const after =
          event.clientY > event.currentTarget.getBoundingClientRect().top + event.currentTarget.offsetHeight / 2;
        if (from !== -1) move(drag.id, dropPlace(from, index, after, sections.length));
        follow(null);
      },
    }),
    /** The class that draws the landing line on the section under the pointer. */
    markOf: (id: string) =>
      drawn && drawn.over === id && drawn.id !== id
        ? ` cms-edit-section--drop-${drawn.after ? 'after' : 'before'}`
        : '',
  };
}

/** The place (0-based, in the list without the section) a section dragged from `from` takes when dropped by `at`. */
export function dropPlace(from: number, at: number, after: boolean, count: number): number {
  const gap = at + (after ? 1 : 0);
  return Math.min(count - 1, gap > from ? gap - 1 : gap);
}

/** What a screen reader hears after a move. */
export function movedText(sections: readonly EditSection[], moved: { id: string; place: number; of: number }) {
  const section = sections.find((s) => s.id === moved.id);
  const kind = section ? (SECTION_KIND_TEXT[section.type] ?? section.type) : '';
  return `Sekcija „${kind}” je premještena na mjesto ${moved.place} od ${moved.of}.`;
}
