import type { CoverageJson, Figure, MachineCoverage } from './coverage.js';

/** docs/machines/coverage.md: the summary, what no journey takes, then one table per machine. */

const cell = (text: string) => text.replaceAll('|', '\\|');
const shown = (f: Figure) => `${f.taken} of ${f.total} (${f.percent} %)`;

/** A journey as a table cell: its spec file and the start of its title. */
function journeyName(id: string): string {
  const [file, title = ''] = id.split(' › ');
  const short = title.length > 60 ? `${title.slice(0, 57)}…` : title;
  return `${file?.replace(/\.spec\.ts$/, '')}: ${short}`;
}

function journeysCell(ids: string[]): string {
  if (ids.length === 0) return '—';
  const named = ids.slice(0, 2).map(journeyName).join('; ');
  return ids.length > 2 ? `${ids.length}: ${named}; …` : named;
}

function machineTable(m: MachineCoverage): string[] {
  return [
    `### ${m.name}`,
    '',
    `[diagram](./${m.name}.md) · \`${m.file}\` · taken by journeys: ${shown(m.figure)}`,
    '',
    '| transition | unit walk | e2e journeys |',
    '|---|---|---|',
    ...m.transitions.map(
      (t) => `| \`${cell(t.label)}\` | ${t.unitWalk ? '✓' : '—'} | ${cell(journeysCell(t.journeys))} |`,
    ),
    '',
  ];
}

export function coverageMarkdown(coverage: CoverageJson): string {
  const flows = new Set(coverage.flows);
  const uncovered = coverage.machines.flatMap((m) =>
    m.transitions.filter((t) => t.journeys.length === 0).map((t) => ({ m, t })),
  );
  const byFlows = (list: typeof uncovered, inFlows: boolean) =>
    list.filter(({ m }) => flows.has(m.name) === inFlows).map(({ t }) => `- \`${t.label}\``);
  return [
    '# Machine transitions taken by the e2e journeys',
    '',
    'Written by the journey run with `FLOW_COVERAGE=1` (docs/flow-coverage.md); the e2e build reports every',
    'transition its actors take. Unit walk ✓: the snapshot walk over the machine’s sample events reaches it.',
    `Journeys recorded: ${Object.keys(coverage.journeys).length}.`,
    '',
    `- The seven flows (${coverage.flows.join(', ')}): ${shown(coverage.summary.flows)} of their transitions taken.`,
    `- Every machine: ${shown(coverage.summary.all)}.`,
    '',
    '| machine | transitions | unit walk | e2e |',
    '|---|---|---|---|',
    ...coverage.machines.map(
      (m) =>
        `| [${m.name}](#${m.name}) | ${m.figure.total} | ${m.transitions.filter((t) => t.unitWalk).length} | ` +
        `${m.figure.taken} (${m.figure.percent} %) |`,
    ),
    '',
    '## Not taken by any journey',
    '',
    '### In the seven flows',
    '',
    ...byFlows(uncovered, true),
    '',
    '### In the other machines',
    '',
    ...byFlows(uncovered, false),
    '',
    '## Per machine',
    '',
    ...coverage.machines.flatMap(machineTable),
  ].join('\n');
}
