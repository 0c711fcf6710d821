import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { discoverMachines } from '../../../scripts/machines/discover.js';
import { buildCoverage, type CoverageJson, type JourneyRecord, journeyId } from './coverage.js';
import { coverageMarkdown } from './coverage-markdown.js';
import { FLOW_LOG_ATTACHMENT, type TakenTransition } from './recorder.js';

/**
 * Collects the transitions every passing journey took (its `flow-log` attachment, ./recorder.ts) and writes the
 * coverage per machine (docs/decisions/0166-e2e-flow-coverage.md). An ordinary run writes
 * test-results/flow-coverage.{json,md} for itself alone; with FLOW_COVERAGE=1 it updates the published
 * docs/machines/coverage.{json,md}: the journeys of every spec file that ran replace that file's earlier ones, and
 * the journeys of files that no longer exist are dropped, so a run of some files refreshes their share.
 */
const DOCS = 'docs/machines/coverage';
const E2E_DIR = 'tests/e2e';

export default class FlowCoverageReporter implements Reporter {
  private readonly journeys: Record<string, JourneyRecord> = {};
  private readonly files = new Set<string>();
  private root = process.cwd();

  onBegin(config: FullConfig) {
    if (config.configFile) this.root = dirname(config.configFile);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    // The spec file (a generated journey's test() is called in journey-harness/spec.ts, its suite is the spec's).
    const file = test.titlePath()[2] ?? relative(join(this.root, E2E_DIR), test.location.file);
    this.files.add(file);
    const log = result.attachments.find((a) => a.name === FLOW_LOG_ATTACHMENT)?.body;
    if (result.status !== 'passed' || !log) return;
    const taken = (JSON.parse(log.toString()) as TakenTransition[]).map((t) => t.key);
    const record = { file, title: test.titlePath().slice(3).join(' › '), taken: [...new Set(taken)].sort() };
    this.journeys[journeyId(record)] = record;
  }

  /** The published journeys of files this run did not touch and that still exist, then this run's. */
  private merged(): Record<string, JourneyRecord> {
    if (process.env.FLOW_COVERAGE !== '1' || !existsSync(`${DOCS}.json`)) return this.journeys;
    const before = (JSON.parse(readFileSync(`${DOCS}.json`, 'utf8')) as CoverageJson).journeys;
    const kept = Object.entries(before).filter(
      ([, j]) => !this.files.has(j.file) && existsSync(join(this.root, E2E_DIR, j.file)),
    );
    return { ...Object.fromEntries(kept), ...this.journeys };
  }

  async onEnd() {
    if (this.files.size === 0) return;
    const coverage = buildCoverage(await discoverMachines(this.root), this.merged());
    const base =
      process.env.FLOW_COVERAGE === '1' ? join(this.root, DOCS) : join(this.root, 'test-results/flow-coverage');
    mkdirSync(join(base, '..'), { recursive: true });
    writeFileSync(`${base}.json`, `${JSON.stringify(coverage, null, 1)}\n`);
    writeFileSync(`${base}.md`, `${coverageMarkdown(coverage)}\n`);
    const { flows } = coverage.summary;
    console.log(`flow coverage: the seven flows ${flows.taken}/${flows.total} (${flows.percent} %) → ${base}.md`);
  }
}
