import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { type OrderJob, type Placement, placeOrders } from './place.js';
import { StockReadStale, type StockRead } from './stock.js';

interface Waiting {
  job: OrderJob;
  resolve: (placement: Placement) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for order creation (docs/decisions/0262-orders-placed-in-groups.md). Orders that arrive while a group
 * is being placed wait for the next one, which takes them all: under no load an order goes alone at once, under a
 * rush each transaction carries many, and the database's cost per order falls to the cost of its rows. Two calls for
 * the same cart never share a group (the later one is answered by the next group, as a replay). When a group fails
 * as a whole (an error of the database, a key already used), its orders are placed again one by one, each answered
 * as if it had been alone.
 */
export class OrderGroups {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    /** Groups placed at once: one on PGlite (one connection), one per connection of the orders' pool on PostgreSQL. */
    private readonly parallel: number,
    /** Orders in a group at most (ORDER_GROUP_SIZE): its one write then stays a few hundred kilobytes. */
    private readonly mostInGroup: number,
  ) {}

  place(job: OrderJob): Promise<Placement> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /**
   * A group starts on the event loop's next turn, not at once: a transaction on PGlite runs to its end without giving
   * the turn to other requests, so the orders whose bodies are being read this turn would otherwise each wait for a
   * group of their own.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.parallel && this.waiting.length > 0) {
      const group = this.takeGroup();
      this.running += 1;
      void this.run(group).finally(() => {
        this.running -= 1;
        this.schedule();
      });
    }
  }

  /** The orders waiting longest, one per cart, up to mostInGroup; the rest keep their place in the queue. */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const carts = new Set<string>();
    for (let i = 0; i < this.waiting.length && group.length < this.mostInGroup; ) {
      const cartId = this.waiting[i]!.job.input.session.cartId;
      if (carts.has(cartId)) {
        i += 1;
        continue;
      }
      carts.add(cartId);
      group.push(...this.waiting.splice(i, 1));
    }
    return group;
  }

  private async run(group: Waiting[]): Promise<void> {
    try {
      // The stock is read first without a lock, so that a group holds the products' rows only from its write to its
      // commit; when the read no longer holds, the group is placed again with them locked
      // (docs/decisions/0269-stock-read-before-it-is-locked.md).
      const outcomes = await this.placeGroup(group, 'read').catch((err: unknown) => {
        if (err instanceof StockReadStale) return this.placeGroup(group, 'lock');
        throw err;
      });
      for (const [i, w] of group.entries()) settle(w, outcomes[i]!);
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      for (const w of group) {
        await this.placeGroup([w]).then(
          ([outcome]) => settle(w, outcome!),
          (alone: unknown) => w.reject(alone),
        );
      }
    }
  }

  private placeGroup(group: readonly Waiting[], read: StockRead = 'lock') {
    return this.db.transaction((tx) =>
      placeOrders(
        tx,
        group.map((w) => w.job),
        read,
      ),
    );
  }
}

function settle(w: Waiting, outcome: Awaited<ReturnType<typeof placeOrders>>[number]): void {
  if ('placed' in outcome) w.resolve(outcome.placed);
  else w.reject(outcome.refused);
}

const groups = new WeakMap<FastifyInstance, OrderGroups>();

/** The app's order groups: one queue per process and database. */
export function orderGroupsOf(app: FastifyInstance): OrderGroups {
  let entry = groups.get(app);
  if (!entry) {
    // As many groups at once as the orders' own connections (docs/decisions/0269-stock-read-before-it-is-locked.md).
    entry = new OrderGroups(
      app.ordersDb,
      app.dbEngine === 'pglite' ? 1 : app.config.ORDER_POOL_SIZE,
      app.config.ORDER_GROUP_SIZE,
    );
    groups.set(app, entry);
  }
  return entry;
}
