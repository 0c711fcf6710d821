/**
 * How many times a volume test repeats its scenario (docs/decisions/0097-race-volumes-per-engine.md). The figures of
 * docs/targets.md (R1's 20 trials and 500 buyers, R11's 1,000 carts) run on PostgreSQL, where transactions really
 * overlap and the row locks decide: the PostgreSQL pass of CI proves the targets. PGlite has one connection, so the
 * same requests queue one after another; there the same assertions run at a smaller volume, which keeps the default
 * `npm test` quick without leaving any rule unchecked. FULL_VOLUME=1 asks for the full figures on PGlite too.
 */
export const fullVolume = Boolean(process.env.DATABASE_URL) || process.env.FULL_VOLUME === '1';

export function volume(full: number, embedded: number): number {
  return fullVolume ? full : embedded;
}
