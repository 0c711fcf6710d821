/**
 * A tiny toast store (no React): the API client pushes into it, <Toaster> renders it.
 * Created once in main.tsx and passed through router context, never a module singleton.
 */
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before the toast disappears. */
  duration: number;
  /** A way on from what the toast says, e.g. the login page from 'Prijavite se za listu želja.'. */
  link?: ToastLink;
}

export interface ToastLink {
  href: string;
  label: string;
}

export interface ToastInput {
  kind?: ToastKind;
  message: string;
  duration?: number;
  link?: ToastLink;
}

/** Toasts last 3000 ms. */
export const DEFAULT_TOAST_MS = 3000;
/** Spec section 8: error toasts last 50 ms per character of the message. */
export const ERROR_MS_PER_CHAR = 50;

export function errorToastDuration(message: string): number {
  return message.length * ERROR_MS_PER_CHAR;
}

export interface ToastStore {
  show(input: ToastInput): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToastStore(schedule: typeof setTimeout = setTimeout): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const store: ToastStore = {
    show({ kind = 'info', message, duration, link }) {
      const id = nextId++;
      const ms = duration ?? (kind === 'error' ? errorToastDuration(message) : DEFAULT_TOAST_MS);
      toasts = [...toasts, { id, kind, message, duration: ms, ...(link ? { link } : {}) }];
      emit();
      schedule(() => store.dismiss(id), ms);
      return id;
    },
    dismiss(id) {
      if (!toasts.some((t) => t.id === id)) return;
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
