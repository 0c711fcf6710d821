import type { Toast, ToastStore } from './toast-store.js';

/** The toasts themselves: errors use role="alert" (announced at once), others role="status". */
export default function ToastItems({ toasts, store }: { toasts: readonly Toast[]; store: ToastStore }) {
  return (
    <>
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
    </>
  );
}
