/**
 * Chunk-load reload guard (site-frame section 2/8): after a deploy, old chunk names 404.
 * A full reload fetches the new index.html; it happens at most once per 60 s so a chunk
 * that is really broken cannot cause a reload loop. The timestamp lives in sessionStorage.
 */
export const RELOAD_KEY = 'shop.chunkReloadAt';
export const RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_ERROR.test(message);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads unless a reload happened within the window; returns whether it reloaded.
 * Storage failures (private mode) count as "reloaded recently" to stay loop-safe.
 */
export function reloadOnce(storage: StorageLike, reload: () => void, now: number = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
    if (last && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Wires the guard to Vite's preload failures and to unhandled dynamic-import rejections. */
export function installReloadGuard(win: Window = window): () => void {
  const reload = () => reloadOnce(win.sessionStorage, () => win.location.reload());
  const onPreloadError = (event: Event) => {
    // Stop Vite from rethrowing: we handle it by reloading.
    event.preventDefault();
    reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
