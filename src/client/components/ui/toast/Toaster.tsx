import { useSyncExternalStore } from 'react';
import type { ToastStore } from './toast-store.js';
import './toast.css';

const NO_TOASTS: readonly never[] = [];
/** The server renders no toasts; a toast raised before hydration shows right after it. */
const noToasts = () => NO_TOASTS;

/**
 * Renders the toasts. Errors use role="alert" (announced at once), others role="status".
 */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.list, noToasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__message">
            {toast.message}
            {toast.link && (
              <>
                {' '}
                {/* A plain link: the toaster sits outside the router, and the page it opens loads on its own. */}
                <a className="toast__link" href={toast.link.href}>
                  {toast.link.label}
                </a>
              </>
            )}
          </span>
          <button
            type="button"
            className="toast__close"
            aria-label="Zatvori obavijest"
            onClick={() => store.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
