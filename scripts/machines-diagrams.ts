/**
 * npm run machines:diagrams: regenerates docs/machines/<machine>.md and .svg for every machine in machines/**
 * (and paths/<machine>.json for the flow explorer) and removes those of machines that no longer exist.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, generateMachineDocs, PATHS_DIR, WRITTEN_ELSEWHERE } from './machines/generate.js';

const root = process.cwd();
const dir = join(root, DOCS_DIR);
const files = await generateMachineDocs(root);
mkdirSync(join(dir, PATHS_DIR), { recursive: true });
for (const existing of readdirSync(dir)) {
  if (/\.(md|svg)$/.test(existing) && !files.has(existing) && !WRITTEN_ELSEWHERE.has(existing))
    rmSync(join(dir, existing));
}
for (const existing of readdirSync(join(dir, PATHS_DIR))) {
  if (!files.has(`${PATHS_DIR}/${existing}`)) rmSync(join(dir, PATHS_DIR, existing));
}
for (const [name, content] of files) writeFileSync(join(dir, name), content);
console.log(`machines:diagrams wrote ${files.size} files to ${DOCS_DIR}`);
