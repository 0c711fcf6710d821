/**
 * Tiny search-param readers for routes' validateSearch. They run in the route tree (the entry
 * chunk), so they stay dependency-free instead of pulling zod into the first-load JS (TARGETS P1).
 */
export function optionalString(search: Record<string, unknown>, key: string, maxLength = 200): string | undefined {
  const value = search[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, maxLength);
  return trimmed || undefined;
}

export function optionalPage(search: Record<string, unknown>, key = 'page'): number | undefined {
  const value = Number(search[key]);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : undefined;
}
