import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HR_POSTAL_REGIONS } from '@shared/validation/address.js';

describe("the shared form rule's postal regions", () => {
  it("should be the gazetteer's regions, so the browser and the server judge a code alike", () => {
    const file = JSON.parse(readFileSync(new URL('./hr-places.json', import.meta.url), 'utf8')) as {
      regions: Record<string, unknown>;
    };
    expect([...HR_POSTAL_REGIONS].sort()).toEqual(Object.keys(file.regions).sort());
  });
});
