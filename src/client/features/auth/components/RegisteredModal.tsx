import { useEffect, useRef } from 'react';
import { authTexts as tx } from '../texts.js';

/** The success modal of registration: no login until the e-mail is confirmed (docs/decisions/0028-single-purpose-random-tokens.md). */
export function RegisteredModal({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="registered-title"
        aria-describedby="registered-text"
      >
        <h2 id="registered-title">{tx.registered}</h2>
        <p id="registered-text">{tx.verifyRequired}</p>
        <button ref={button} type="button" className="btn btn--primary" onClick={onClose}>
          {tx.toLogin}
        </button>
      </div>
    </div>
  );
}
