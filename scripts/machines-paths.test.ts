import { describe, expect, it } from 'vitest';
import { transitionsOf } from '../machines/testing/transitions.js';
import { discoverMachines } from './machines/discover.js';
import { machinePaths, pathsMarkdown, pathsPlaywright } from './machines/paths.js';

const machines = await discoverMachines(process.cwd());
const named = (name: string) => machines.find((m) => m.name === name)!;

describe('npm run machines:paths', () => {
  it('should finish simple paths on auth at the --max cap with a warning instead of hanging', () => {
    const result = machinePaths(named('auth'), 'simple', 300);
    expect(result.paths).toHaveLength(300);
    expect(result.warnings.join('\n')).toMatch(/capped at --max 300/);
  });

  it('should cover every transition of auth and checkout: actor outcomes, delays and always ones included', () => {
    for (const name of ['auth', 'checkout', 'add-to-cart']) {
      const result = machinePaths(named(name), 'cover', 12);
      expect(result.covered?.untaken, name).toEqual([]);
      expect(result.covered?.total).toBe(transitionsOf(named(name).machine).length);
    }
    const text = pathsMarkdown(machinePaths(named('checkout'), 'cover', 12));
    expect(text).toMatch(/after `stepSwitch` → \*/);
    expect(text).toMatch(/`saveAddress` fails/);
  });

  it('should walk every input the machine takes and show the payload that matters', () => {
    const result = machinePaths(named('membership-card'), 'shortest', 0);
    const inputs = new Set(result.paths.map((p) => JSON.stringify(p.input)));
    expect(inputs.size).toBeGreaterThan(1);
    const cover = pathsMarkdown(machinePaths(named('membership-card'), 'cover', 12));
    expect(cover).toContain('`card.apply` 385000000017 → *');
  });

  it('should write a Playwright skeleton with one test per path and a step per event', () => {
    const spec = pathsPlaywright(machinePaths(named('consent'), 'cover', 12));
    expect(spec).toContain("test.describe('consent (cover paths)'");
    expect(spec).toMatch(/await test\.step\('consent\.acceptAll → decided'/);
  });
});
