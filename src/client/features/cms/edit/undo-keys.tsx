import { type RefObject, useEffect } from 'react';

/** The keys of an undo-able edit session (docs/decisions/0256-edit-undo-history.md). */
export type UndoKey = 'undo' | 'redo';

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

type ElementLike = { isContentEditable?: boolean; matches?: (selector: string) => boolean };

/** Fields with the browser's own undo of what is typed in them: the session leaves their Ctrl+Z to it. */
const TEXT_FIELD =
  'textarea, select, input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])';
const typingIn = (target: EventTarget | null) => {
  const element = target as ElementLike | null;
  return element?.isContentEditable === true || element?.matches?.(TEXT_FIELD) === true;
};

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; nothing while a text field is being typed in. */
export function undoKeyOf(event: KeyLike): UndoKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
}

/**
 * Undo and redo from the keyboard for the session of the page (no `dialog`) or of one modal dialog: a key pressed
 * inside another dialog (a modal over it, or the page's session under a modal) belongs to that one.
 */
export function useUndoKeys(send: (key: UndoKey) => void, dialog: RefObject<HTMLDialogElement | null> | null) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const owner = (event.target as Element | null)?.closest?.('dialog') ?? null;
      if (event.defaultPrevented || owner !== (dialog?.current ?? null)) return;
      const key = undoKeyOf(event);
      if (!key) return;
      event.preventDefault();
      send(key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send, dialog]);
}

/** 'Poništi' and 'Ponovi', each off when there is nothing to take back or to make again. */
export function UndoButtons({
  canUndo,
  canRedo,
  busy,
  onKey,
}: {
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  onKey: (key: UndoKey) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={busy || !canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Poništi (Ctrl+Z)"
        onClick={() => onKey('undo')}
      >
        Poništi
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy || !canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Ponovi (Ctrl+Shift+Z)"
        onClick={() => onKey('redo')}
      >
        Ponovi
      </button>
    </>
  );
}
