import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Decompression-bomb guard: a small file can declare gigapixels. 50 MP covers any product photo
 * (8660 x 5773) while a 7 KB PNG claiming 30000 x 30000 is refused before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * One libvips thread per image, and at most one image per core at a time: on a small shared machine the
 * API must keep answering while a burst of first renders runs. Cached hits never reach sharp.
 */
export const MAX_PARALLEL_RENDERS = Math.max(1, availableParallelism());

let configured = false;

/** Sharp's process-wide settings; idempotent, called by whoever first touches sharp in this module. */
export function configureSharp() {
  if (configured) return;
  configured = true;
  sharp.concurrency(1);
  // Rendered variants live on disk; libvips' own operation cache would only duplicate them in memory.
  sharp.cache(false);
}
