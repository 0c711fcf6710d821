import fastJson from 'fast-json-stringify';
import { loadContract, type OperationValidators } from './contract-validators.js';

type Json = Record<string, unknown>;
type Schema = Parameters<typeof fastJson>[0];
export type Serialize = (payload: unknown) => string;

const DOC_ID = 'openapi.json';
/** The contract with its $refs pointed at its own id, made once. */
let rewritten: Json | null = null;
const compiled = new Map<string, Serialize>();

/**
 * A free-form object of the contract (`type: object` naming no properties, e.g. an order line's options or a
 * timeline entry's data): JSON Schema lets any property through, fast-json-stringify would write `{}`.
 */
function isFreeFormObject(node: Json): boolean {
  return node.type === 'object' && !('properties' in node) && !('additionalProperties' in node);
}

/**
 * The document with its local $refs pointed at its own id, so a schema cut out of it still resolves them, and
 * free-form objects written whole.
 */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const rewritten = Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOC_ID}${value}` : rewriteRefs(value),
    ]),
  );
  return isFreeFormObject(rewritten) ? { ...rewritten, additionalProperties: true } : rewritten;
}

const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

function schemaAt(doc: Json, at: readonly string[]): Json {
  let node: unknown = at.reduce<unknown>((acc, key) => (acc as Json)?.[key], doc);
  for (let i = 0; i < 10 && typeof (node as Json)?.$ref === 'string'; i++) {
    const parts = ((node as Json).$ref as string).replace(`${DOC_ID}#/`, '').split('/');
    node = parts.map(unescapePointer).reduce<unknown>((acc, key) => (acc as Json)?.[key], doc);
  }
  return node as Json;
}

/**
 * The part of the document a schema reaches through its $refs, at the same places. fast-json-stringify copies and
 * indexes the whole external document on every compile: given all of it (paths included, ~400 KB) one operation's
 * writer took 30 ms to over a second on the first request that needed it (docs/decisions/0253-first-renders-without-stalls.md).
 */
function reachable(doc: Json, root: unknown): Json {
  const picked: Json = {};
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (key !== '$ref' || typeof value !== 'string') {
        visit(value);
        continue;
      }
      if (!value.startsWith(`${DOC_ID}#/`) || seen.has(value)) continue;
      seen.add(value);
      const parts = value
        .slice(DOC_ID.length + 2)
        .split('/')
        .map(unescapePointer);
      const target = parts.reduce<unknown>((acc, part) => (acc as Json)?.[part], doc);
      let into = picked;
      for (const part of parts.slice(0, -1)) {
        into[part] ??= {};
        into = into[part] as Json;
      }
      into[parts.at(-1)!] = target;
      visit(target);
    }
  };
  visit(root);
  return picked;
}

/**
 * The JSON writer of one operation's answer with one status, compiled from the contract's schema by
 * fast-json-stringify (docs/decisions/0112-answers-serialised-from-the-contract.md): it writes only what the
 * schema names, in about a third of JSON.stringify's time. Compiled on first use (all of them take seconds) and
 * kept for the process; undefined when the status has no JSON schema.
 */
export function serializerFor(op: OperationValidators, status: number): Serialize | undefined {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => op.responseSchemas.has(k));
  if (!key) return undefined;
  const id = `${op.method} ${op.path} ${key}`;
  let serialize = compiled.get(id);
  if (!serialize) {
    rewritten ??= rewriteRefs(loadContract().doc) as Json;
    const schema = schemaAt(rewritten, op.responseSchemas.get(key)!);
    serialize = fastJson(schema as unknown as Schema, {
      schema: { [DOC_ID]: reachable(rewritten, schema) as unknown as Schema },
    }) as Serialize;
    compiled.set(id, serialize);
  }
  return serialize;
}
