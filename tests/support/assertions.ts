import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the coded ErrorEnvelope: status, code, and that nothing internal (stack, SQL) leaks. */
export function expectCodedError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ data: null, errored: true, code, statusCode: status });
  expect(typeof body.message).toBe('string');
  expect(typeof body.error).toBe('string');
  expect(res.body).not.toMatch(/\bat .+\.(?:ts|js):\d+|SELECT |INSERT |node_modules/);
  return body;
}

/** Values that must be refused with a coded 4xx wherever a string or number is expected. */
export const HOSTILE_STRINGS = [
  'x'.repeat(100_000),
  '__proto__',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '\u0000',
  'NaN',
  '-1',
  '1e309',
];
