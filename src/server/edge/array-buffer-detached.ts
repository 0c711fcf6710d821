/**
 * `ArrayBuffer.prototype.detached` (ES2024) for Node 20, which lacks it. The server renderer (React's browser build,
 * docs/decisions/0126-no-per-promise-cost-on-the-hot-path.md) checks it before sending an empty chunk: without it,
 * React's development build prints a warning about a possible security issue on the first page, and its production
 * build skips the check. Installed before the renderer is loaded; a Node that has the property keeps its own.
 */
export function installArrayBufferDetached(): void {
  if (Object.hasOwn(ArrayBuffer.prototype, 'detached')) return;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      // A view over a detached buffer cannot be made; over any other buffer it can, even an empty one.
      try {
        new Uint8Array(this, 0, 0);
        return false;
      } catch {
        return true;
      }
    },
  });
}
