import fastJson from 'fast-json-stringify';
import { loadContract, type OperationValidators } from './contract-validators.js';

type Json = Record<string, unknown>;
type Schema = Parameters<typeof fastJson>[0];
export type Serialize = (payload: unknown) => string;

const DOC_ID = 'openapi.json';
let externals: Record<string, Schema> | null = null;
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

function schemaAt(doc: Json, at: readonly string[]): Json {
  let node: unknown = at.reduce<unknown>((acc, key) => (acc as Json)?.[key], doc);
  for (let i = 0; i < 10 && typeof (node as Json)?.$ref === 'string'; i++) {
    const parts = ((node as Json).$ref as string).replace(`${DOC_ID}#/`, '').split('/');
    node = parts
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (acc as Json)?.[key], doc);
  }
  return node as Json;
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
    externals ??= { [DOC_ID]: rewriteRefs(loadContract().doc) as Schema };
    const doc = externals[DOC_ID] as unknown as Json;
    const schema = schemaAt(doc, op.responseSchemas.get(key)!) as unknown as Schema;
    serialize = fastJson(schema, { schema: externals }) as Serialize;
    compiled.set(id, serialize);
  }
  return serialize;
}
