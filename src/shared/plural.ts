/**
 * Croatian count phrases. "proizvod" has one form for 1 (and 21, 31..., but not 11) and "proizvoda" for
 * everything else: the paucal (2-4, 22-24) and the genitive plural (5+, 11-14) happen to be spelled alike.
 */
export function pluralProizvod(n: number): 'proizvod' | 'proizvoda' {
  const whole = Math.abs(Math.trunc(n));
  return whole % 10 === 1 && whole % 100 !== 11 ? 'proizvod' : 'proizvoda';
}

/** "1 proizvod", "3 proizvoda", "21 proizvod", "11 proizvoda": the category list's count. */
export function productCountText(n: number): string {
  return `${n} ${pluralProizvod(n)}`;
}

/**
 * The Croatian word for a count of n: `one` for 1, 21, 31... (not 11), `few` for 2-4, 22-24... (not 12-14) and
 * `many` for the rest.
 */
export function countWord(n: number, one: string, few: string, many: string): string {
  const whole = Math.abs(Math.trunc(n));
  const last = whole % 10;
  const teen = whole % 100 >= 11 && whole % 100 <= 14;
  return last === 1 && !teen ? one : last >= 2 && last <= 4 && !teen ? few : many;
}

/** "1 narudžba", "3 narudžbe", "5 narudžbi", "12 narudžbi", "21 narudžba": the desk's order counts. */
export function orderCountText(n: number): string {
  return `${n} ${countWord(n, 'narudžba', 'narudžbe', 'narudžbi')}`;
}
