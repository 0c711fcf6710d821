import { percentile } from '../bench/measure.js';

/** What a visitor did: a page, a public read, a cart change, a checkout step or the order itself. */
export type Kind = 'page' | 'read' | 'cart' | 'checkout' | 'order';

export interface Outcome {
  kind: Kind;
  status: number;
  ms: number;
  /** nginx answered from its cache (X-Cache-Status HIT, STALE, UPDATING, REVALIDATED). */
  fromCache: boolean;
  /** A 503 that said when to come back: the shop shedding load, counted apart from failures. */
  retryAfter: boolean;
  /** When the request started (performance.now()). */
  at: number;
  /** Why no answer came (status 599): the client's error code and message. */
  failure?: string;
}

/** Every answer of one phase, summed up as the launch report prints it. */
export class Figures {
  private readonly outcomes: Outcome[] = [];
  /** When the signal that kills a shop process was sent, if one was. */
  killSentAt: number | undefined;
  /** When that process was seen to have exited: until then requests could still reach it. */
  killedAt: number | undefined;

  add(outcome: Outcome): void {
    this.outcomes.push(outcome);
  }

  /**
   * A request that was in flight on the process killed mid-sale: nginx answers 502 for it and a POST is not sent
   * again (it may have done its work). Counted apart: a 502 whose request was sent before the process was seen to have
   * exited and came back after the signal. Under a queue a request may wait many seconds before its answer, so no
   * fixed window before the signal would do.
   */
  private diedWithProcess(o: Outcome): boolean {
    const sent = this.killSentAt ?? this.killedAt;
    return (
      o.status === 502 &&
      sent !== undefined &&
      this.killedAt !== undefined &&
      o.at <= this.killedAt &&
      o.at + o.ms >= sent
    );
  }

  /** The statuses of the server errors counted, e.g. "502×1" (what to look into when one is). */
  get serverErrorStatuses(): string {
    const counts = new Map<number, number>();
    const failures = new Map<string, number>();
    for (const o of this.outcomes) {
      if (!this.isServerError(o)) continue;
      counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
      if (o.failure) failures.set(o.failure, (failures.get(o.failure) ?? 0) + 1);
    }
    const statuses = [...counts].map(([status, n]) => `${status}×${n}`).join(', ');
    return failures.size === 0
      ? statuses
      : `${statuses}; no answer: ${[...failures].map(([why, n]) => `${why} ×${n}`).join(', ')}`;
  }

  private isServerError(o: Outcome): boolean {
    return o.status >= 500 && !(o.status === 503 && o.retryAfter) && !this.diedWithProcess(o);
  }

  get serverErrors(): number {
    return this.outcomes.filter((o) => this.isServerError(o)).length;
  }

  get inFlightOnKilled(): number {
    return this.outcomes.filter((o) => this.diedWithProcess(o)).length;
  }

  get shed(): number {
    return this.outcomes.filter((o) => o.status === 503 && o.retryAfter).length;
  }

  lines(): string[] {
    const kinds: Kind[] = ['page', 'read', 'cart', 'checkout', 'order'];
    const rows: string[] = [];
    for (const kind of kinds) {
      const of = this.outcomes.filter((o) => o.kind === kind);
      if (of.length === 0) continue;
      const times = of.map((o) => o.ms).sort((a, b) => a - b);
      const cached = of.filter((o) => o.fromCache).length;
      const fixed = (n: number) => n.toFixed(0).padStart(6);
      rows.push(
        `  ${kind.padEnd(9)}${String(of.length).padStart(8)}   nginx ${String(cached).padStart(7)} / shop ${String(of.length - cached).padStart(7)}   p50 ${fixed(percentile(times, 50))} ms  p95 ${fixed(percentile(times, 95))} ms  p99 ${fixed(percentile(times, 99))} ms   5xx ${of.filter((o) => this.isServerError(o)).length}  503+Retry-After ${of.filter((o) => o.status === 503 && o.retryAfter).length}`,
      );
    }
    return rows;
  }

  p99(kind: Kind): number {
    return percentile(
      this.outcomes
        .filter((o) => o.kind === kind)
        .map((o) => o.ms)
        .sort((a, b) => a - b),
      99,
    );
  }
}
