/**
 * The search parameters of the shop's addresses, read the same way by every route's `validateSearch` (and by the
 * server where it reads the same parameter). A parameter that cannot be read is dropped, never an error page.
 * Dependency-free on purpose: the route tree is in the entry chunk of every first view
 * (docs/decisions/0033-route-search-params-without-zod.md).
 */

/** Reads one parameter's raw value; undefined drops it. */
export type Reader<T> = (value: unknown) => T | undefined;

/**
 * A trimmed, non-empty string of at most `maxLength` characters. The address's values are read as JSON where they
 * can be and written as typed, so a number, `true` or `null` is read back as the text it was.
 */
export const text =
  (maxLength = 200): Reader<string> =>
  (value) => {
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
    if (typeof value !== 'string') return undefined;
    return value.trim().slice(0, maxLength) || undefined;
  };

/** A positive whole number up to `max` (a page, a cart line's id). */
export const positiveInt =
  (max = 2_147_483_647): Reader<number> =>
  (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
  };

/** A page number of a list. */
export const page = positiveInt(100_000);

/** One of the given values. */
export const oneOf =
  <const V extends string>(values: readonly V[]): Reader<V> =>
  (value) =>
    values.find((v) => v === value);

type Shape = Record<string, Reader<unknown>>;
export type SearchOf<S extends Shape> = { [K in keyof S]?: S[K] extends Reader<infer T> ? T : never };

/** A route's search parameters: each read by its reader, the unreadable ones left out. */
export function searchSchema<S extends Shape>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}
