/** Minimal document.cookie helpers (the shop's own first-party cookies). */
export const DEFAULT_COOKIE_MAX_AGE = 2_592_000; // 30 days

export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAge: number = DEFAULT_COOKIE_MAX_AGE): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // Plain lists stay readable ('necessary,analytics', 'id:1'); anything else is percent-encoded.
  const safe = value.replace(/[^\w,:.-]/g, (c) => encodeURIComponent(c));
  // biome-ignore lint/suspicious/noDocumentCookie: the one writer of the shop's cookies; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${safe}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
