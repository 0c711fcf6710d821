/** Nesting deeper than this is refused before parsing (the gateway's reports are flat: one level). */
export const MAX_JSON_DEPTH = 8;

/**
 * How deep the JSON text nests, counted without parsing it, and stopping as soon as it passes `limit`: a hostile body
 * of thousands of nested arrays must not reach code that walks it recursively (docs/decisions/0131-payment-security-log-bounds.md).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
