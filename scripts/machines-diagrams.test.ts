import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, generateMachineDocs } from './machines/generate.js';

const root = process.cwd();
const dir = join(root, DOCS_DIR);

describe('machine diagrams in docs/machines', () => {
  it('should match what npm run machines:diagrams generates from the current machines', async () => {
    const expected = await generateMachineDocs(root);
    const present = existsSync(dir) ? readdirSync(dir).filter((name) => /\.(md|svg)$/.test(name)) : [];
    const stale = [...expected]
      .filter(([name, content]) => !existsSync(join(dir, name)) || readFileSync(join(dir, name), 'utf8') !== content)
      .map(([name]) => `${name} (outdated or missing)`);
    const extra = present.filter((name) => !expected.has(name)).map((name) => `${name} (no such machine)`);
    const problems = [...stale, ...extra];
    expect(problems, `docs/machines is stale, run \`npm run machines:diagrams\`:\n  ${problems.join('\n  ')}`).toEqual(
      [],
    );
  }, 60_000);

  it('should document every machine with a state diagram, descriptions, scenarios and an SVG', async () => {
    const files = await generateMachineDocs(root);
    for (const name of ['consent', 'popup', 'mobile-menu', 'main-nav']) {
      const page = files.get(`${name}.md`) ?? '';
      expect(page).toContain('```mermaid\nstateDiagram-v2');
      expect(page).toContain('## Scenarios (shortest path to each state)');
      expect(files.get(`${name}.svg`)).toMatch(/^<svg [\s\S]*<\/svg>\n$/);
    }
    expect(files.get('consent.md')).toContain("when 'consent.reopen' then *banner.reviewing*");
    expect(files.get('mobile-menu.md')).toContain('after closeDelay (500 ms)');
  }, 60_000);

  it('should lay out the same machine identically on every run', async () => {
    const [a, b] = await Promise.all([generateMachineDocs(root), generateMachineDocs(root)]);
    expect(a.get('consent.svg')).toBe(b.get('consent.svg'));
  }, 60_000);
});
