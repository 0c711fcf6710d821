import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastStore } from './toast-store.js';
import './toast.css';

const NO_TOASTS: readonly never[] = [];
/** The server renders no toasts; a toast raised before hydration shows right after it. */
const noToasts = () => NO_TOASTS;

/** The toasts' markup loads with the first toast: no first view shows one (docs/targets.md P1). */
const ToastItems = lazy(() => import('./ToastItems.js'));

/**
 * The live region of the toasts, present from the first view so that what appears in it is announced; the toasts
 * themselves (ToastItems) load with the first one.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.list, noToasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastItems toasts={toasts} store={store} />
        </Suspense>
      )}
    </div>
  );
}
