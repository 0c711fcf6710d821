/**
 * Arrow keys in a group of radios (docs/decisions/0224-size-radios-move-with-arrow-keys.md): Right/Down take the
 * next available value, Left/Up the previous one (wrapping round), Home/End the first/last available one. Sold-out
 * values are skipped; they stay in the group, announced as 'nema na stanju'. Null: the key is not the group's, or no
 * other value can be chosen.
 */
export function radioKeyTarget(values: readonly { available: boolean }[], from: number, key: string): number | null {
  const n = values.length;
  if (n === 0) return null;
  const available = (i: number) => values[i]?.available === true;
  if (key === 'Home' || key === 'End') {
    const order = [...values.keys()];
    if (key === 'End') order.reverse();
    const found = order.find(available);
    return found === undefined || found === from ? null : found;
  }
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return null;
  for (let k = 1; k < n; k++) {
    const i = (((from + step * k) % n) + n) % n;
    if (available(i)) return i;
  }
  return null;
}

/** The one radio of a roving group that Tab reaches: the chosen value, else the first available, else the first. */
export function rovingStop(values: readonly { id: number; available: boolean }[], chosen: number | undefined): number {
  const at = values.findIndex((v) => v.id === chosen);
  if (at >= 0) return at;
  const first = values.findIndex((v) => v.available);
  return first >= 0 ? first : 0;
}
