import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/server/platform/http/contract-validators.js';
import { createTestApp, type TestApp } from '../support/index.js';

// Every operation of the contract gets hostile values in its path, query and body: the answer may be anything
// the contract allows, but never a 5xx (in a small deterministic form).
const HOSTILE: unknown[] = [
  null,
  -1,
  0,
  1.5,
  Number.POSITIVE_INFINITY,
  'NaN',
  '',
  'x'.repeat(20_000),
  '__proto__',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000',
  [],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  true,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function pathWith(path: string, value: unknown) {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(String(value)));
}

describe('hostile input on every contract operation', () => {
  for (const op of loadContract().operations) {
    it(`should never answer 5xx for ${op.method} ${op.path}`, async () => {
      const failures: string[] = [];
      for (const value of HOSTILE) {
        const url = `${pathWith(op.path, value)}?params=${encodeURIComponent(String(value))}&id=${encodeURIComponent(String(value))}&slug=${encodeURIComponent(String(value))}`;
        const bodies =
          op.method === 'GET'
            ? [undefined]
            : [
                value,
                {
                  handlers: value,
                  filters: value,
                  keywords: value,
                  limit: value,
                  page: value,
                  id: value,
                  url: value,
                  newLanguage: value,
                  postId: value,
                },
              ];
        for (const body of bodies) {
          const res = await t.app.inject({
            method: op.method as 'GET' | 'POST',
            url,
            headers: {
              ...t.headers(),
              'content-type': 'application/json',
              language: typeof value === 'string' ? value.slice(0, 100) : 'hrv',
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
          });
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} for ${JSON.stringify(value)?.slice(0, 40)}: ${res.body.slice(0, 200)}`);
          else expect(res.json()).toHaveProperty('errored');
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
