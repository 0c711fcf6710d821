import type { ReactNode } from 'react';

/**
 * The action bar of the frame's dialogs (the menus: docs/decisions/0234-navigation-drafts.md; the strip, sponsors and
 * social links: docs/decisions/0254-frame-parts-drafts.md): reload after another editor's write, save the draft,
 * publish, discard, the history and close. Each dialog names its own publish and history buttons.
 */
export function EditActions({
  stale,
  dirty,
  hasDraft,
  busy,
  publishLabel,
  historyLabel,
  send,
  onClose,
  children,
}: {
  /** Another editor wrote meanwhile: 'Učitaj ponovno' is offered. */
  stale: boolean;
  dirty: boolean;
  /** A saved draft waits for publication. */
  hasDraft: boolean;
  busy: boolean;
  publishLabel: string;
  historyLabel: string;
  send: (type: 'reload' | 'save' | 'publish' | 'discard' | 'history.open') => void;
  onClose: () => void;
  /** Buttons drawn first (the menus' undo and redo). */
  children?: ReactNode;
}) {
  return (
    <div className="cms-modal__actions">
      {children}
      {stale && (
        <button type="button" className="btn" onClick={() => send('reload')}>
          Učitaj ponovno
        </button>
      )}
      <button type="button" className="btn" disabled={!dirty || busy} onClick={() => send('save')}>
        Spremi nacrt
      </button>
      <button
        type="button"
        className="btn btn--accent"
        disabled={busy || (!dirty && !hasDraft)}
        onClick={() => send('publish')}
      >
        {publishLabel}
      </button>
      <button type="button" className="btn" disabled={busy || (!dirty && !hasDraft)} onClick={() => send('discard')}>
        Odbaci nacrt
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => send('history.open')}>
        {historyLabel}
      </button>
      <button type="button" className="btn" onClick={onClose}>
        Zatvori
      </button>
    </div>
  );
}
