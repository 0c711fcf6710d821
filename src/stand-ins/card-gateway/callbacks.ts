// Server-to-server callbacks: the transaction report POSTed as JSON to the shop, retried until it answers 2xx.

export interface CallbackDelivery {
  shoppingCartId: string;
  url: string;
  /** 1 for the first try of a sending, more for its retries. */
  attempt: number;
  /** HTTP status, or the network error's message. */
  outcome: number | string;
  at: Date;
}

export interface CallbackTiming {
  /** Pause between the browser return and the callback in 'after-return' mode (and between the two of 'twice'). */
  afterReturnMs: number;
  lateMs: number;
  retryMs: number;
  maxAttempts: number;
}

export class CallbackSender {
  readonly deliveries: CallbackDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    readonly timing: CallbackTiming,
    private readonly log: (line: string) => void,
  ) {}

  /** Sends now and waits for the first answer (retries, if any, continue in the background). */
  async sendNow(url: string, shoppingCartId: string, report: () => Record<string, unknown>): Promise<void> {
    await this.track(this.attempt(url, shoppingCartId, report, 1));
  }

  /** Sends after a pause; the report is built when it goes out, so it shows the state of that moment. */
  sendLater(url: string, shoppingCartId: string, report: () => Record<string, unknown>, delayMs: number): void {
    this.schedule(() => void this.track(this.attempt(url, shoppingCartId, report, 1)), delayMs);
  }

  /** Stops retries and pending sends, and waits for the ones on the wire. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private async attempt(
    url: string,
    shoppingCartId: string,
    report: () => Record<string, unknown>,
    attempt: number,
  ): Promise<void> {
    if (this.closed) return;
    let outcome: number | string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(report()),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      outcome = res.status;
    } catch (err) {
      outcome = err instanceof Error ? err.message : String(err);
    }
    this.deliveries.push({ shoppingCartId, url, attempt, outcome, at: new Date() });
    this.log(`callback ${shoppingCartId} -> ${url} (try ${attempt}): ${outcome}`);
    const delivered = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
    if (!delivered && attempt < this.timing.maxAttempts) {
      this.schedule(() => void this.track(this.attempt(url, shoppingCartId, report, attempt + 1)), this.timing.retryMs);
    }
  }

  private schedule(run: () => void, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    this.timers.add(timer);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    const forget = () => void this.inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}
