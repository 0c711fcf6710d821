// Guards the import rules of docs/architecture.md: src/shared imports nothing of ours, machines stay framework-free,
// client features do not import each other, src/server and src/client never import each other, and a server
// module reaches another only through its public surface (its index.ts), with no cycle between modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const MODULES = path.join('src', 'server', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Every relative import of a file, resolved to a repository-relative path. */
function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) =>
    path.normalize(path.join(path.dirname(file), m[1]!)),
  );
  const aliased = [...text.matchAll(/(?:from|import\()\s*'@(shared|machines)\/([^']+)'/g)].map((m) =>
    m[1] === 'shared' ? path.join('src/shared', m[2]!) : path.join('machines', m[2]!),
  );
  return [...found, ...aliased];
}

function violations(dir: string, forbidden: (target: string, file: string) => boolean) {
  return sourceFiles(dir).flatMap((file) =>
    imports(file)
      .filter((t) => forbidden(t, file))
      .map((t) => `${file} -> ${t}`),
  );
}

describe('import rules', () => {
  it('should resolve the relative imports it checks', () => {
    expect(imports('src/client/routes/_shop/pretraga.tsx')).toContain(
      path.normalize('src/client/features/search/components/SearchPage.js'),
    );
  });

  it('should keep src/shared free of imports from the rest of the project', () => {
    expect(violations('src/shared', (t) => !t.startsWith('src/shared'))).toEqual([]);
  });

  it('should keep machines free of client, server and framework code', () => {
    expect(violations('machines', (t) => t.startsWith('src/client') || t.startsWith('src/server'))).toEqual([]);
  });

  it('should never let the server and the client import each other', () => {
    expect(violations('src/server', (t) => t.startsWith('src/client'))).toEqual([]);
    expect(violations('src/client', (t) => t.startsWith('src/server'))).toEqual([]);
  });

  it('should keep client features from importing each other', () => {
    const feature = (p: string) => p.split(path.sep)[3];
    expect(
      violations(
        'src/client/features',
        (t, file) => t.startsWith(path.join('src/client/features')) && feature(t) !== feature(file),
      ),
    ).toEqual([]);
  });

  const serverModule = (p: string) => (p.startsWith(MODULES) ? p.split(path.sep)[3] : undefined);

  it('should let a server module use another only through its index.ts', () => {
    const deep = violations(MODULES, (t, file) => {
      const target = serverModule(t);
      return target !== undefined && target !== serverModule(file) && path.basename(t) !== 'index.js';
    });
    expect(deep).toEqual([]);
  });

  it('should keep the server modules free of import cycles', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of sourceFiles(MODULES).filter((f) => !f.endsWith('.test.ts'))) {
      const from = serverModule(file)!;
      for (const t of imports(file)) {
        const to = serverModule(t);
        if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const next of uses.get(at) ?? []) {
        if (next === start) cycles.push([...trail, next].join(' -> '));
        else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
      }
    };
    for (const m of uses.keys()) walk(m, m, [m]);
    expect(cycles).toEqual([]);
  });
});
