/**
 * npm run machines:diff -- <commit>: the machines' states, transitions and scenarios added, removed or changed between
 * <commit> and the working tree (docs/decisions/0143-machine-lint-and-diff.md). The old machines are extracted with
 * `git archive` into .cache/ (git-ignored) and imported from there: their relative imports (src/shared, the generated contract) are the old files, the
 * `@shared/*` aliases and the packages those of the working tree.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { discoverMachines } from './machines/discover.js';
import { diffMachines, diffMarkdown } from './machines/diff.js';

const root = process.cwd();
const from = process.argv[2];
if (!from) {
  console.error('usage: npm run machines:diff -- <commit>');
  process.exit(2);
}
const sha = execFileSync('git', ['rev-parse', '--verify', `${from}^{commit}`], { encoding: 'utf8' }).trim();
const dir = join(root, '.cache/machines-diff', sha);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const archive = execFileSync('git', ['archive', sha, 'machines', 'src/shared', 'api-schema/generated'], {
  maxBuffer: 256 * 1024 * 1024,
});
execFileSync('tar', ['-x', '-C', dir], { input: archive });
try {
  const before = await discoverMachines(dir);
  const after = await discoverMachines(root);
  process.stdout.write(diffMarkdown(diffMachines(before, after), `${from} (${sha.slice(0, 10)})`));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
