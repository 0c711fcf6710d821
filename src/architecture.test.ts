// Guards the import rules of docs/architecture.md: src/shared imports nothing of ours, machines stay framework-free,
// client features do not import each other, src/server and src/client never import each other, the server's tiers
// (platform, modules, edge, seed, then the app on top) only import downwards, process modules use domain modules and
// never the reverse, and a server module or the edge reaches a module only through its public surface (its index.ts),
// with no cycle between modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const SERVER = path.join('src', 'server');
const MODULES = path.join(SERVER, 'modules');
const PLATFORM = path.join(SERVER, 'platform');
const EDGE = path.join(SERVER, 'edge');
const SEED = path.join(SERVER, 'seed');
/** The app itself: what builds and starts the server from every tier (app.ts, server.ts, start.ts). */
const TOP = (p: string) => path.dirname(p) === SERVER;
/**
 * Modules that run a customer's or the desk's process across the domain (docs/decisions/0245-server-tiers.md): they
 * may use the domain modules (cart, catalogue, vouchers, fiscal…), which never use them.
 */
const PROCESS_MODULES = ['checkout', 'orders', 'order-desk', 'card-payments', 'packing', 'desk-counts'];

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
  const found = [...text.matchAll(/(?:from|import\(|import)\s*'(\.[^']+)'/g)].map((m) =>
    path.normalize(path.join(path.dirname(file), m[1]!)),
  );
  const aliased = [...text.matchAll(/(?:from|import\()\s*'@(shared|machines)\/([^']+)'/g)].map((m) =>
    m[1] === 'shared' ? path.join('src/shared', m[2]!) : path.join('machines', m[2]!),
  );
  return [...found, ...aliased];
}

function violations(dir: string, forbidden: (target: string, file: string) => boolean, withTests = true) {
  return sourceFiles(dir)
    .filter((file) => withTests || !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      imports(file)
        .filter((t) => forbidden(t, file))
        .map((t) => `${file} -> ${t}`),
    );
}

const serverModule = (p: string) => (p.startsWith(MODULES) ? p.split(path.sep)[3] : undefined);
const isProcess = (p: string) => PROCESS_MODULES.includes(serverModule(p) ?? '');
const inside = (dir: string) => (p: string) => p.startsWith(dir + path.sep);

/**
 * The server's tiers (docs/decisions/0245-server-tiers.md), each rule with an import it must refuse. The platform
 * knows no module; a module knows the platform and other modules' doors, never the edge, the seed or the app; the edge
 * knows the platform and the modules' doors; the seed and the app on top may use everything.
 */
const TIER_RULES = [
  {
    rule: 'the platform imports nothing but the platform',
    dir: PLATFORM,
    forbidden: (t: string) => t.startsWith(SERVER + path.sep) && !inside(PLATFORM)(t),
    refuses: ['src/server/platform/http/x.ts', 'src/server/modules/auth/index.js'],
  },
  {
    rule: 'a module never imports the edge, the seed or the app',
    dir: MODULES,
    forbidden: (t: string) => inside(EDGE)(t) || inside(SEED)(t) || TOP(t),
    refuses: ['src/server/modules/catalogue/routes.ts', 'src/server/edge/answer-cache.js'],
  },
  {
    rule: 'a domain module never imports a process module',
    dir: MODULES,
    forbidden: (t: string, file: string) => !isProcess(file) && isProcess(t),
    refuses: ['src/server/modules/vouchers/routes.ts', 'src/server/modules/checkout/index.js'],
  },
  {
    rule: 'the edge reaches a module only through its index.ts, and never the seed or the app',
    dir: EDGE,
    forbidden: (t: string) => (inside(MODULES)(t) && path.basename(t) !== 'index.js') || inside(SEED)(t) || TOP(t),
    refuses: ['src/server/edge/spa.ts', 'src/server/modules/seo/html.js'],
  },
] as const;

describe('server tiers', () => {
  for (const { rule, dir, forbidden, refuses } of TIER_RULES) {
    it(`should hold: ${rule}`, () => {
      const [file, target] = refuses.map(path.normalize) as [string, string];
      expect(forbidden(target, file), `the rule must refuse ${file} -> ${target}`).toBe(true);
      expect(violations(dir, forbidden)).toEqual([]);
    });
  }
});

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
