import type { Db } from '../../platform/db/client.js';
import { apiKeyDigest } from './api-keys.js';
import { listDomains, type DomainInfo } from './domain-repository.js';

/**
 * Every /api request resolves its apiKey; domains change rarely, so they are read once and kept briefly
 * in memory (one cache per app instance, so parallel test apps never share it).
 */
export class DomainCache {
  /** By the digest of the key: the database holds nothing else (docs/decisions/0133-api-key-stored-hashed.md). */
  private byDigest = new Map<string, DomainInfo>();
  private all: DomainInfo[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
    /** The keys this process knows in clear, by digest (to write into pages and domainDetect). */
    private readonly knownKeys: ReadonlyMap<string, string> = new Map(),
  ) {}

  private async refresh(): Promise<void> {
    if (Date.now() - this.loadedAt < this.ttlMs) return;
    this.loading ??= listDomains(this.db, this.knownKeys)
      .then((rows) => {
        this.all = rows;
        this.byDigest = new Map(rows.map((d) => [d.apiKeyDigest, d]));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
  }

  private lastKey = '';
  private lastDigest = '';
  /** Nearly every request carries the same key: its digest is worked out once. */
  private digestOf(apiKey: string): string {
    if (apiKey !== this.lastKey) {
      this.lastDigest = apiKeyDigest(apiKey);
      this.lastKey = apiKey;
    }
    return this.lastDigest;
  }

  invalidate() {
    this.loadedAt = 0;
  }

  /** How many domains are kept now (0 once the list has expired or been invalidated). */
  get entries(): number {
    return Date.now() - this.loadedAt < this.ttlMs ? this.all.length : 0;
  }

  get ttlSeconds(): number {
    return Math.round(this.ttlMs / 1000);
  }

  async byApiKey(apiKey: string): Promise<DomainInfo | undefined> {
    await this.refresh();
    return this.byDigest.get(this.digestOf(apiKey));
  }

  /**
   * The same answer without waiting while the list is fresh (every /api request asks, and a promise each is
   * measurable there); `null` when it must be read again: ask `byApiKey`.
   */
  byApiKeyIfFresh(apiKey: string): DomainInfo | undefined | null {
    return Date.now() - this.loadedAt < this.ttlMs ? this.byDigest.get(this.digestOf(apiKey)) : null;
  }

  /** The domain whose hosts list the given host; the first domain otherwise (the demo shop on localhost). */
  async byHost(host: string | undefined): Promise<DomainInfo | undefined> {
    await this.refresh();
    const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
    return this.all.find((d) => d.hosts.includes(name)) ?? this.all[0];
  }
}
