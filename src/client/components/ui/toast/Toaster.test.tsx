// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster.js';
import { DEFAULT_TOAST_MS, createToastStore, errorToastDuration } from './toast-store.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('should keep an info toast for the default 3000 ms', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show({ message: 'Spremljeno' });
    expect(store.list()[0]?.duration).toBe(DEFAULT_TOAST_MS);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  it('should keep an error toast 50 ms per character of its message', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const message = 'Košarica je arhivirana.';
    store.show({ kind: 'error', message });
    expect(store.list()[0]?.duration).toBe(message.length * 50);
    expect(errorToastDuration(message)).toBe(message.length * 50);
    vi.advanceTimersByTime(message.length * 50);
    expect(store.list()).toHaveLength(0);
  });
});

describe('Toaster', () => {
  it('should announce errors as alerts and other toasts as status messages', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show({ kind: 'error', message: 'Nešto je pošlo po zlu.' });
      store.show({ kind: 'success', message: 'Dodano u košaricu' });
    });
    // The toasts' markup loads with the first toast (docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
    expect((await screen.findByRole('alert')).textContent).toContain('Nešto je pošlo po zlu.');
    expect(screen.getByRole('status').textContent).toContain('Dodano u košaricu');
  });

  it('should offer the link a toast carries', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(
      () => void store.show({ message: 'Prijavite se za listu želja.', link: { href: '/prijava', label: 'Prijava' } }),
    );
    expect((await screen.findByRole('link', { name: 'Prijava' })).getAttribute('href')).toBe('/prijava');
  });

  it('should close a toast with its close button', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ message: 'Pozdrav' }));
    const close = await screen.findByRole('button', { name: 'Zatvori obavijest' });
    act(() => close.click());
    expect(screen.queryByText('Pozdrav')).toBeNull();
  });
});
