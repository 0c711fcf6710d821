import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitionsOf } from '../machines/testing/transitions.js';
import { discoverJourneyModels, discoverMachines } from './machines/discover.js';
import { ANY_STATE, drawingOf, triggerText } from './machines/drawing.js';
import { DOCS_DIR, generateMachineDocs, PATHS_DIR, WRITTEN_ELSEWHERE } from './machines/generate.js';
import { layoutMachine } from './machines/layout.js';
import { ANY_STATE_MERMAID, mermaidId, mermaidText } from './machines/mermaid.js';
import { renderSvg } from './machines/svg.js';

const root = process.cwd();
const dir = join(root, DOCS_DIR);
/** Generated once for the whole file: it lays out every machine and computes its paths. */
const generated = generateMachineDocs(root);

describe('machine diagrams in docs/machines', () => {
  it('should match what npm run machines:diagrams generates from the current machines', async () => {
    const expected = await generated;
    const inPaths = existsSync(join(dir, PATHS_DIR))
      ? readdirSync(join(dir, PATHS_DIR)).map((n) => `${PATHS_DIR}/${n}`)
      : [];
    const present = [
      ...(existsSync(dir)
        ? readdirSync(dir).filter((name) => /\.(md|svg)$/.test(name) && !WRITTEN_ELSEWHERE.has(name))
        : []),
      ...inPaths,
    ];
    const stale = [...expected]
      .filter(([name, content]) => !existsSync(join(dir, name)) || readFileSync(join(dir, name), 'utf8') !== content)
      .map(([name]) => `${name} (outdated or missing)`);
    const extra = present.filter((name) => !expected.has(name)).map((name) => `${name} (no such machine)`);
    const problems = [...stale, ...extra];
    expect(problems, `docs/machines is stale, run \`npm run machines:diagrams\`:\n  ${problems.join('\n  ')}`).toEqual(
      [],
    );
  }, 240_000);

  it('should document every machine with a state diagram, descriptions, scenarios and an SVG', async () => {
    const files = await generated;
    for (const name of ['consent', 'popup', 'mobile-menu', 'main-nav']) {
      const page = files.get(`${name}.md`) ?? '';
      expect(page).toContain('```mermaid\nstateDiagram-v2');
      expect(page).toContain('## Scenarios\n\n');
      expect(page).toMatch(/### 1\. Shortest way to \*/);
      expect(files.get(`${name}.svg`)).toMatch(/^<svg [\s\S]*<\/svg>\n$/);
    }
    expect(files.get('consent.md')).toContain('3. `consent.reopen` → *banner.reviewing*');
    // The payload that matters, not JSON: the card number typed.
    expect(files.get('membership-card.md')).toMatch(/`card\.apply` 385000000017 → \*/);
    expect(files.get('mobile-menu.md')).toContain('after closeDelay (500 ms)');
  }, 240_000);

  it('should draw every transition of every machine in its SVG and its Mermaid diagram', async () => {
    const files = await generated;
    const missing: string[] = [];
    let drawn = 0;
    for (const found of [...(await discoverMachines(root)), ...(await discoverJourneyModels(root))]) {
      const svg = files.get(`${found.name}.svg`) ?? '';
      const md = files.get(`${found.name}.md`) ?? '';
      const mermaidOf = (t: ReturnType<typeof transitionsOf>[number], id: string) =>
        id === ANY_STATE ? ANY_STATE_MERMAID : mermaidId(t.targets.find((x) => x.id === id) ?? t.source);
      const drawing = drawingOf(found.machine);
      for (const t of transitionsOf(found.machine)) {
        drawn++;
        const key = t.key.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        // An arrow (path and words) or a line under its state, each marked with the transition's key.
        const marks =
          svg.match(new RegExp(`data-transition="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'g')) ?? [];
        const edges = drawing.edges.filter((e) => e.transition.key === t.key);
        if (marks.length < (edges.length ? edges.length * 2 : 1)) missing.push(`${found.name}.svg: ${t.label}`);
        const words = mermaidText(triggerText(t));
        const source = t.source === found.machine.root ? ANY_STATE_MERMAID : mermaidId(t.source);
        const lines = edges.length
          ? edges.map((e) => `${source} --> ${mermaidOf(t, e.target)} : ${words}`)
          : [
              t.source === found.machine.root || Object.keys(t.source.states).length
                ? `↻ ${words}`
                : `${source} : ↻ ${words}`,
            ];
        for (const line of lines) if (!md.includes(line)) missing.push(`${found.name}.md mermaid: ${line}`);
      }
    }
    expect(missing).toEqual([]);
    // 34 machines with 362 transitions when this test was written; more is fine, far fewer means none were found.
    expect(drawn).toBeGreaterThan(300);
  }, 240_000);

  it('should draw the root transitions from an any-state box (membership-card applies a card from anywhere)', async () => {
    const files = await generated;
    const md = files.get('membership-card.md') ?? '';
    expect(md).toContain(`state "any state" as ${ANY_STATE_MERMAID}`);
    expect(md).toMatch(new RegExp(`${ANY_STATE_MERMAID} --> applying : card\\.apply`));
  }, 240_000);

  it("should draw an arrow into a parent on the happy path when the parent's first state is the next step", async () => {
    const wishlist = (await discoverMachines(root)).find((m) => m.name === 'wishlist')!.machine;
    const loaded = drawingOf(wishlist).edges.find((e) => e.transition.eventType === 'xstate.done.actor.fetchIds');
    expect(loaded?.target).toBe('wishlist.ready');
    expect(loaded?.kind).toBe('happy');
  }, 240_000);

  it('should lay out the same machine identically on every run', async () => {
    const consent = (await discoverMachines(root)).find((m) => m.name === 'consent')!.machine;
    const [a, b] = await Promise.all([layoutMachine(consent), layoutMachine(consent)]);
    expect(renderSvg(a, 'consent')).toBe(renderSvg(b, 'consent'));
  }, 240_000);
});
