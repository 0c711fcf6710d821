/**
 * npm run machines:paths -- <machine> [--strategy shortest|cover|simple] [--max N] [--format md|json|playwright]
 * Prints paths through one machine for QA (docs/decisions/0142-machine-paths-command.md, docs/machines/README.md),
 * and the time it took on stderr.
 */
import { parseArgs } from 'node:util';
import { discoverMachines } from './machines/discover.js';
import { machinePaths, pathsJson, pathsMarkdown, pathsPlaywright, type Strategy } from './machines/paths.js';

const started = performance.now();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    strategy: { type: 'string', default: 'cover' },
    max: { type: 'string' },
    format: { type: 'string', default: 'md' },
  },
});
const name = positionals[0];
const machines = await discoverMachines(process.cwd());
const found = machines.find((m) => m.name === name || m.machine.id === name);
if (!found) {
  console.error(`usage: npm run machines:paths -- <machine> [--strategy shortest|cover|simple] [--max N] [--format md|json|playwright]
machines: ${machines.map((m) => m.name).join(', ')}`);
  process.exit(2);
}
const strategy = values.strategy as Strategy;
if (!['shortest', 'cover', 'simple'].includes(strategy)) throw new Error(`unknown strategy '${strategy}'`);
// --max: the most simple paths (default 200), or the most steps of one cover path (default 12).
const max = Number(values.max ?? (strategy === 'simple' ? 200 : 12));
const result = machinePaths(found, strategy, max);
const format = values.format;
process.stdout.write(
  format === 'json' ? pathsJson(result) : format === 'playwright' ? pathsPlaywright(result) : pathsMarkdown(result),
);
for (const warning of result.warnings) console.error(`warning: ${warning}`);
console.error(
  `machines:paths ${found.name} ${strategy}: ${result.paths.length} path(s) in ${Math.round(performance.now() - started)} ms`,
);
