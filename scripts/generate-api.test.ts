import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { OUT_DTS, OUT_JSON, buildContract } from './generate-api.js';

describe('api-schema/generated', () => {
  it('should match the contract (run npm run api:generate after editing api-schema)', async () => {
    const { json, dts } = await buildContract();
    expect(await readFile(OUT_JSON, 'utf8').catch(() => ''), 'openapi.json is stale: run npm run api:generate').toBe(
      json,
    );
    expect(await readFile(OUT_DTS, 'utf8').catch(() => ''), 'openapi.d.ts is stale: run npm run api:generate').toBe(
      dts,
    );
  }, 30_000);
});
