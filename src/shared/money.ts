/**
 * Money is integer cents everywhere in domain code and in the database; euros exist only at the edges
 * (API numbers with two decimals, and the Croatian display format "1.234,56 €").
 */
export type Cents = number;

export const CURRENCY_SYMBOL = '€';

/** True for a safe integer: the only shape a cents value may have. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Euros (number or text, "." or "," as decimal mark) to cents, rounding half away from zero on the decimal
 * digits as written: 1.005 -> 101, never 100 (which `Math.round(1.005 * 100)` gives through float drift).
 */
export function eurosToCents(euros: number | string): Cents {
  const text = typeof euros === 'number' ? numberToPlainString(euros) : euros.trim().replace(',', '.');
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not an amount: ${String(euros)}`);
  const negative = match[1] === '-';
  const whole = Number(match[2] || '0');
  const decimals = (match[3] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${String(euros)}`);
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents to a euro number for the API (6999 -> 69.99); an integer divided by 100 prints with at most 2 decimals. */
export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Joins an amount and its symbol so a narrow column never breaks "109,99" from "€" (docs/decisions/0194-walk-findings.md). */
export const NO_BREAK_SPACE = '\u00a0';

/** "1.234,56 €": dot thousands, comma decimals, two decimals always (docs/spec/shop.md section 9), no-break space. */
export function formatMoney(cents: Cents, options: { symbol?: boolean } = {}): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (abs % 100).toString().padStart(2, '0');
  const sign = rounded < 0 ? '-' : '';
  const amount = `${sign}${whole},${rest}`;
  return options.symbol === false ? amount : `${amount}${NO_BREAK_SPACE}${CURRENCY_SYMBOL}`;
}

/** Line total: unit price times a whole quantity, still in cents. */
export function multiplyCents(unit: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError('Quantity must be a whole number');
  return unit * quantity;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

/** A percentage of an amount, rounded to the nearest cent (half away from zero). */
export function percentOf(cents: Cents, percent: number): Cents {
  const raw = (cents * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

// Number#toString switches to exponent notation for very small or large values; the parser needs digits.
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(6) : text;
}
