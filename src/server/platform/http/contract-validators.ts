import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export const CONTRACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../api-schema/generated/openapi.json',
);
const DOC_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

type Json = Record<string, unknown>;

export interface OperationValidators {
  method: string;
  /** The contract path, e.g. /api/v1/cms/navigation/tree/{id}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /api/v1/cms/navigation/tree/:id. */
  routePath: string;
  operationId: string;
  params?: ValidateFunction;
  query?: ValidateFunction;
  headers?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
  responses: Map<string, ValidateFunction | null>;
  /** Where each JSON response's schema sits in the document (the serialisers compile from it). */
  responseSchemas: Map<string, string[]>;
}

export interface Contract {
  /** The parsed document. */
  doc: Json;
  operations: OperationValidators[];
  byRoute: Map<string, OperationValidators>;
  errorEnvelope: ValidateFunction;
}

function pointer(...parts: string[]): string {
  return `${DOC_ID}#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** Follows local $refs of non-schema objects (path items, parameters, responses, request bodies). */
function deref(doc: Json, node: unknown): { node: Json; ref: string[] | null } {
  let current = node as Json;
  let ref: string[] | null = null;
  for (let i = 0; i < 10 && typeof current?.$ref === 'string'; i++) {
    ref = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = ref.reduce<unknown>((acc, key) => (acc as Json)?.[key], doc) as Json;
  }
  return { node: current, ref };
}

export const routeKey = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath}`;
export const toRoutePath = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');

export function formatErrors(errors: ErrorObject[] | null | undefined, where: string) {
  return (errors ?? []).slice(0, 20).map((e) => ({
    field: `${where}${e.instancePath}${e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : ''}${e.keyword === 'additionalProperties' ? `/${String(e.params.additionalProperty)}` : ''}`,
    message: e.message ?? 'invalid',
  }));
}

let cached: Contract | null = null;

/** Compiles every operation's validators once per process (every test app shares them). */
export function loadContract(file = CONTRACT_FILE): Contract {
  if (cached) return cached;
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const base = { strict: false, allErrors: true, validateSchema: false, addUsedSchema: false } as const;
  const strictAjv = new Ajv2020({ ...base, coerceTypes: false });
  // Query, path and header values arrive as strings: coerce them (and single values into arrays).
  const coercingAjv = new Ajv2020({ ...base, coerceTypes: 'array' });
  for (const ajv of [strictAjv, coercingAjv]) {
    addFormats(ajv);
    ajv.addSchema(doc, DOC_ID, undefined, false);
  }
  const operations: OperationValidators[] = [];
  for (const [p, rawItem] of Object.entries((doc.paths ?? {}) as Json)) {
    const { node: item } = deref(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const groups: Record<'path' | 'query' | 'header', { props: Json; required: string[] }> = {
        path: { props: {}, required: [] },
        query: { props: {}, required: [] },
        header: { props: {}, required: [] },
      };
      const sources: Array<[unknown[], string[]]> = [
        [(item.parameters as unknown[]) ?? [], ['paths', p, 'parameters']],
        [(op.parameters as unknown[]) ?? [], ['paths', p, method, 'parameters']],
      ];
      for (const [list, owner] of sources) {
        list.forEach((raw, index) => {
          const { node: param, ref } = deref(doc, raw);
          const where = param.in as 'path' | 'query' | 'header' | 'cookie';
          if (where === 'cookie') return;
          // Node lower-cases header names.
          const name = where === 'header' ? String(param.name).toLowerCase() : String(param.name);
          groups[where].props[name] = { $ref: pointer(...(ref ?? [...owner, String(index)]), 'schema') };
          if (param.required) groups[where].required.push(name);
        });
      }
      const objectSchema = (g: { props: Json; required: string[] }, closed: boolean) => ({
        type: 'object',
        properties: g.props,
        required: g.required,
        additionalProperties: !closed,
      });
      const validators: OperationValidators = {
        method: method.toUpperCase(),
        path: p,
        routePath: toRoutePath(p),
        operationId: String(op.operationId ?? `${method} ${p}`),
        bodyRequired: false,
        responses: new Map(),
        responseSchemas: new Map(),
      };
      if (Object.keys(groups.path.props).length)
        validators.params = coercingAjv.compile(objectSchema(groups.path, true));
      // Unknown query fields are refused like unknown body fields; headers are open (browsers add many).
      validators.query = coercingAjv.compile(objectSchema(groups.query, true));
      if (Object.keys(groups.header.props).length)
        validators.headers = coercingAjv.compile(objectSchema(groups.header, false));
      if (op.requestBody) {
        const { node: body, ref } = deref(doc, op.requestBody);
        const at = ref ?? ['paths', p, method, 'requestBody'];
        validators.bodyRequired = body.required === true;
        // A JSON body, or a form a third party posts (the card gateway's browser returns), each by its schema.
        const type = ['application/json', 'application/x-www-form-urlencoded'].find(
          (t) => (body.content as Json | undefined)?.[t],
        );
        if (type) validators.body = strictAjv.compile({ $ref: pointer(...at, 'content', type, 'schema') });
      }
      for (const [status, rawResponse] of Object.entries((op.responses ?? {}) as Json)) {
        const { node: response, ref } = deref(doc, rawResponse);
        const at = ref ?? ['paths', p, method, 'responses', status];
        const json = (response.content as Json | undefined)?.['application/json'];
        if (json) validators.responseSchemas.set(status, [...at, 'content', 'application/json', 'schema']);
        validators.responses.set(
          status,
          json ? strictAjv.compile({ $ref: pointer(...at, 'content', 'application/json', 'schema') }) : null,
        );
      }
      operations.push(validators);
    }
  }
  const errorEnvelope = strictAjv.compile({ $ref: pointer('components', 'schemas', 'ErrorEnvelope') });
  cached = {
    doc,
    operations,
    byRoute: new Map(operations.map((o) => [routeKey(o.method, o.routePath), o])),
    errorEnvelope,
  };
  return cached;
}
