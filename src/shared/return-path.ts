/**
 * The post-login return path (docs/decisions/0016-post-login-return-path.md). The spec's character rule alone lets
 * `//2130706433/x` through, so a path is accepted only when it resolves to the shop's own origin,
 * starts with exactly one '/', and no decoding of it turns into `//host` or `/\host`.
 * Anything else falls back to '/'.
 */
const FALLBACK = '/';
/** The spec's rule for the path part: letters, digits and @ - % _ ~ / (and '.' of file-like slugs). */
const PATH_CHARS = /^[\p{L}\p{N}@\-%_~/.]*$/u;

/** Every percent-decoding of the value up to a fixed depth, so `%252F%252F` is seen as `//` too. */
function decodings(value: string): string[] {
  const out = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Malformed escapes are not a path the shop ever links to.
      return ['//malformed'];
    }
    if (next === current) break;
    out.push(next);
    current = next;
  }
  return out;
}

function looksSafe(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // Control characters and spaces are stripped by URL parsers, which can turn '/ /x' into '//x'.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is this check's purpose.
    !/[\u0000-\u0020\u007f]/.test(value)
  );
}

export function safeReturnPath(path: unknown, origin: string): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return FALLBACK;
  if (!decodings(path).every(looksSafe)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== new URL(origin).origin) return FALLBACK;
  if (!PATH_CHARS.test(url.pathname) || url.pathname.startsWith('//')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
