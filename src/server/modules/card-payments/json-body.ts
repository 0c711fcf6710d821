import { AppError } from '../../errors/index.js';

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

/** The card routes' JSON bodies: too deep is 400 PAYLOAD_TOO_DEEP, not JSON is 400 INVALID_JSON. */
export function parseCardJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new AppError('PAYLOAD_TOO_DEEP');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON');
  }
}
