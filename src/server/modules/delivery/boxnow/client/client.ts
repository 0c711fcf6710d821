import { BoxNowApiError, BoxNowUnavailableError } from './errors.js';
import type {
  LocationType,
  WireAuthSession,
  WireDeliveryRequest,
  WireDeliveryRequestCreated,
  WireDestination,
  WireError,
} from './wire.js';

export interface BoxNowClientOptions {
  /** e.g. https://api-production.boxnow.hr, or the local stand-in's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Sent as X-PartnerID when the account manages several partners. */
  partnerId?: string | undefined;
  /** Per request, including the auth session call. */
  timeoutMs?: number;
  /** The clock (tests move it to expire the cached token). */
  now?: () => number;
  fetch?: typeof fetch;
}

export interface DestinationQuery {
  lat: number;
  lng: number;
  /** Metres around the point. */
  radius: number;
  /** At most 100 (BoxNow answers P442 above); with a limit BoxNow sorts by distance. */
  limit?: number;
  requiredSize?: 1 | 2 | 3;
  locationType?: LocationType;
}

interface CachedToken {
  value: string;
  /** When the token stops being used: shortly before BoxNow's expiry. */
  refreshAt: number;
}

/** Refresh this long before expiry, at most a minute and at most a tenth of the token's life. */
const refreshMargin = (expiresInMs: number) => Math.min(60_000, expiresInMs / 10);

/**
 * The BoxNow partner API over HTTP: a client-credentials session whose bearer token is cached until shortly
 * before it expires and fetched again once when BoxNow answers 401; destinations, delivery requests, labels and
 * cancellation. Errors come out as BoxNowApiError (4xx with a P-code) or BoxNowUnavailableError.
 */
export class BoxNowClient {
  private token: CachedToken | undefined;
  private pendingToken: Promise<CachedToken> | undefined;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: BoxNowClientOptions) {
    this.now = options.now ?? Date.now;
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** GET /api/v1/destinations around a point (lat/lng travel as strings, 'lat,lng'). */
  async destinations(query: DestinationQuery): Promise<WireDestination[]> {
    const params = new URLSearchParams({
      latlng: `${query.lat.toFixed(6)},${query.lng.toFixed(6)}`,
      radius: String(Math.round(query.radius)),
      locationType: query.locationType ?? 'apm',
    });
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    if (query.requiredSize !== undefined) params.set('requiredSize', String(query.requiredSize));
    const body = (await this.json('GET', `/api/v1/destinations?${params}`)) as { data: WireDestination[] };
    return body.data;
  }

  /** Every destination of a type, without a point: used to find a locker by its id. */
  async allDestinations(locationType: LocationType = 'apm'): Promise<WireDestination[]> {
    const body = (await this.json('GET', `/api/v1/destinations?locationType=${locationType}`)) as {
      data: WireDestination[];
    };
    return body.data;
  }

  /** POST /api/v1/delivery-requests: one parcel per item. */
  async createDeliveryRequest(request: WireDeliveryRequest): Promise<WireDeliveryRequestCreated> {
    return (await this.json('POST', '/api/v1/delivery-requests', request)) as WireDeliveryRequestCreated;
  }

  /** GET /api/v1/parcels/{id}/label.pdf: the label to print and stick on the parcel. */
  async labelPdf(parcelId: string): Promise<Buffer> {
    const res = await this.send('GET', `/api/v1/parcels/${encodeURIComponent(parcelId)}/label.pdf`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** POST /api/v1/parcels/{id}:cancel; cancelling a cancelled parcel changes nothing, a delivered one is P420. */
  async cancelParcel(parcelId: string): Promise<void> {
    await this.send('POST', `/api/v1/parcels/${encodeURIComponent(parcelId)}:cancel`);
  }

  private async json(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await this.send(method, path, body);
    try {
      return await res.json();
    } catch (err) {
      throw new BoxNowUnavailableError(`BoxNow answered ${method} ${path} with a body that is not JSON`, {
        cause: err,
      });
    }
  }

  /** One call with the bearer token; a 401 drops the token and the call is made once more with a new one. */
  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    let token = await this.bearer();
    let res = await this.http(method, path, body, token.value);
    if (res.status === 401) {
      if (this.token === token) this.token = undefined;
      token = await this.bearer();
      res = await this.http(method, path, body, token.value);
    }
    if (res.ok) return res;
    throw await failureOf(res, `${method} ${path}`);
  }

  /** The cached token, or one new auth session shared by every caller waiting for it. */
  private async bearer(): Promise<CachedToken> {
    if (this.token && this.now() < this.token.refreshAt) return this.token;
    this.pendingToken ??= this.authenticate().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async authenticate(): Promise<CachedToken> {
    const startedAt = this.now();
    const res = await this.http('POST', '/api/v1/auth-sessions', {
      grant_type: 'client_credentials',
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
    });
    // Refused credentials are a configuration fault, not the shopper's: the shop reports BoxNow as unavailable.
    if (!res.ok) throw new BoxNowUnavailableError(`BoxNow auth session refused (${res.status})`);
    const session = (await res.json().catch(() => null)) as WireAuthSession | null;
    if (!session || typeof session.access_token !== 'string' || !(session.expires_in > 0))
      throw new BoxNowUnavailableError('BoxNow auth session answer has no token');
    const lifetimeMs = session.expires_in * 1000;
    this.token = { value: session.access_token, refreshAt: startedAt + lifetimeMs - refreshMargin(lifetimeMs) };
    return this.token;
  }

  private async http(method: string, path: string, body: unknown, bearer?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, application/pdf' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (this.options.partnerId) headers['x-partnerid'] = this.options.partnerId;
    const url = new URL(path, this.options.baseUrl);
    try {
      return await this.fetchImpl(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new BoxNowUnavailableError(`BoxNow ${method} ${url.pathname} failed`, { cause: err });
    }
  }
}

async function failureOf(res: Response, what: string): Promise<Error> {
  if (res.status >= 500 || res.status === 401 || res.status === 403)
    return new BoxNowUnavailableError(`BoxNow ${what} answered ${res.status}`);
  const body = (await res.json().catch(() => ({}))) as WireError;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new BoxNowApiError(res.status, code, `BoxNow ${what} answered ${res.status} ${code ?? ''}`.trim());
}
