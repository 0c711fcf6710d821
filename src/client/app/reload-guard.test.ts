import { describe, expect, it, vi } from 'vitest';
import { RELOAD_KEY, RELOAD_WINDOW_MS, installReloadGuard, isChunkLoadError, reloadOnce } from './reload-guard.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('reloadOnce', () => {
  it('should reload and remember the time when no reload happened before', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(RELOAD_KEY)).toBe('1000000');
  });

  it('should not reload again within 60 seconds of the last reload', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('should reload again once 60 seconds have passed', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000 + RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('should not reload when storage is unavailable, so a broken chunk cannot loop', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    const reload = vi.fn();
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('should recognise failed dynamic imports of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('should leave ordinary errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('installReloadGuard', () => {
  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = Object.assign(target, { sessionStorage: memoryStorage(), location: { reload } });
    return { win: win as unknown as Window, reload };
  }

  it("should reload once on Vite's preload error and stop Vite from rethrowing it", () => {
    const { win, reload } = fakeWindow();
    const uninstall = installReloadGuard(win);
    const event = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(event);
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    uninstall();
  });

  it('should reload on an unhandled chunk-load rejection but not on other rejections', () => {
    const { win, reload } = fakeWindow();
    const uninstall = installReloadGuard(win);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    win.dispatchEvent(rejection(new Error('boom')));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(reload).toHaveBeenCalledOnce();
    uninstall();
  });
});
