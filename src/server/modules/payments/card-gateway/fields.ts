// Reading untrusted gateway fields (a browser's form or query, a JSON callback, an API answer) into plain values.

/** What a verification gives: the value, or why it was refused (for the security log), never a throw. */
export type Verified<T> = { ok: true; value: T } | { ok: false; reason: Refusal; detail: string };

/** malformed: a field missing, repeated or of the wrong shape; signature: not signed with our secret; shop: another ShopID. */
export type Refusal = 'malformed' | 'signature' | 'shop';

export const refuse = (reason: Refusal, detail: string) => ({ ok: false, reason, detail }) as const;

export type Fields = Record<string, unknown>;

const REPEATED = Symbol('repeated');

/**
 * One value of a field as text. Names match ignoring case (the gateway's .NET side reads `ShopId` and `ShopID`
 * alike); a field sent twice, under one name or two spellings (`?Success=0&success=1`), is refused, not guessed at.
 */
function single(fields: Fields, name: string): string | undefined | typeof REPEATED {
  const lower = name.toLowerCase();
  const keys = Object.keys(fields).filter((k) => k.toLowerCase() === lower);
  if (keys.length > 1) return REPEATED;
  const key = keys[0];
  if (key === undefined) return undefined;
  let value = fields[key];
  if (Array.isArray(value)) {
    if (value.length !== 1) return REPEATED;
    value = value[0];
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

/** Reads fields one by one and remembers the first problem, so a verifier reads like a list of fields. */
export class FieldReader {
  problem: string | null = null;

  constructor(private readonly fields: Fields) {}

  /** A field that must be present (it may be empty when `allowEmpty`). */
  required(name: string, options: { allowEmpty?: boolean; max?: number } = {}): string {
    const value = this.optional(name, options.max);
    if (value === null || (value === '' && !options.allowEmpty)) {
      this.problem ??= `${name} is missing`;
      return '';
    }
    return value;
  }

  /** A field that may be absent; null then. */
  optional(name: string, max = 1000): string | null {
    const value = single(this.fields, name);
    if (value === REPEATED) {
      this.problem ??= `${name} is sent more than once`;
      return null;
    }
    if (value === undefined) return null;
    if (value.length > max) {
      this.problem ??= `${name} is longer than ${max} characters`;
      return null;
    }
    return value;
  }

  /** A 0/1 flag (the gateway writes "1", 1 or true); absent counts as false unless required. */
  flag(name: string, required = false): boolean {
    const value = required ? this.required(name) : this.optional(name);
    if (value === null || value === '') return false;
    const normal = value.toLowerCase();
    if (normal === '1' || normal === 'true') return true;
    if (normal === '0' || normal === 'false') return false;
    this.problem ??= `${name} is not a 0/1 flag`;
    return false;
  }
}
