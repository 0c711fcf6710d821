import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../server/modules/delivery/boxnow/webhook.js';
import { type BoxNowStandIn, startBoxNowStandIn } from './index.js';
import { DEMO_LOCKERS } from './lockers.js';

// The stand-in over real HTTP: what a shop sees of BoxNow, and the webhooks it receives.
let standIn: BoxNowStandIn;
let shop: Server;
const received: string[] = [];
let shopAnswers = 200;

async function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const token = init.token === undefined ? await bearer() : init.token;
  const res = await fetch(`${standIn.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? ((await res.json()) as Record<string, unknown>) : null };
}

async function bearer(): Promise<string> {
  const res = await fetch(`${standIn.url}/api/v1/auth-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function newParcel(): Promise<string> {
  const created = await call('/api/v1/delivery-requests', {
    method: 'POST',
    body: {
      orderNumber: `S-${Math.random().toString(36).slice(2, 10)}`,
      paymentMode: 'cod',
      invoiceValue: '25.50',
      amountToBeCollected: '25.50',
      origin: { locationId: '2' },
      destination: { contactName: 'Marko Marić', contactNumber: '+385981112223', locationId: '4201' },
      items: [{ id: '1', name: 'Kapa', value: '25.50', compartmentSize: 1 }],
    },
  });
  return (created.body as { parcels: { id: string }[] }).parcels[0]?.id ?? '';
}

beforeAll(async () => {
  // A stand-in for the shop: it keeps every webhook body exactly as it arrived.
  shop = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(shopAnswers).end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const { port } = shop.address() as AddressInfo;
  standIn = await startBoxNowStandIn({ webhookUrl: `http://127.0.0.1:${port}/webhook`, tokenTtlSeconds: 1 });
});
afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

describe('the demo lockers', () => {
  it('should cover the big Croatian towns, several in the largest', () => {
    const towns = new Set(DEMO_LOCKERS.map((locker) => locker.city));
    for (const town of [
      'Zagreb',
      'Split',
      'Rijeka',
      'Osijek',
      'Zadar',
      'Pula',
      'Varaždin',
      'Slavonski Brod',
      'Karlovac',
    ]) {
      expect(towns.has(town), town).toBe(true);
    }
    for (const town of ['Šibenik', 'Dubrovnik', 'Sisak', 'Vinkovci', 'Čakovec', 'Koprivnica', 'Bjelovar', 'Požega']) {
      expect(towns.has(town), town).toBe(true);
    }
    expect(towns.has('Đakovo') && towns.has('Vukovar')).toBe(true);
    expect(DEMO_LOCKERS.filter((locker) => locker.city === 'Zagreb').length).toBeGreaterThanOrEqual(5);
  });

  it('should have unique ids, Croatian postal codes and coordinates inside Croatia', () => {
    expect(new Set(DEMO_LOCKERS.map((locker) => locker.id)).size).toBe(DEMO_LOCKERS.length);
    for (const locker of DEMO_LOCKERS) {
      expect(locker.postalCode).toMatch(/^[1-5]\d{4}$/);
      expect(locker.lat).toBeGreaterThan(42.3);
      expect(locker.lat).toBeLessThan(46.6);
      expect(locker.lng).toBeGreaterThan(13.4);
      expect(locker.lng).toBeLessThan(19.5);
    }
  });
});

describe('auth', () => {
  it('should refuse partner calls without a token or with an unknown one', async () => {
    expect((await call('/api/v1/destinations', { token: null })).status).toBe(401);
    expect((await call('/api/v1/destinations', { token: 'forged' })).status).toBe(401);
  });

  it('should refuse a token once its expires_in has passed', async () => {
    const token = await bearer();
    expect((await call('/api/v1/destinations', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('/api/v1/destinations', { token })).status).toBe(401);
  });

  it('should refuse wrong client credentials', async () => {
    const res = await fetch(`${standIn.url}/api/v1/auth-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: standIn.clientId, client_secret: 'x' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('destinations', () => {
  it('should answer only lockers that take the required compartment size', async () => {
    const all = await call('/api/v1/destinations?latlng=45.08,13.64&radius=2000');
    const large = await call('/api/v1/destinations?latlng=45.08,13.64&radius=2000&requiredSize=3');
    expect(all.body?.data).toHaveLength(1);
    expect(large.body?.data).toHaveLength(0);
  });

  it('should refuse a malformed point and a limit out of range', async () => {
    expect((await call('/api/v1/destinations?latlng=north&radius=100')).body).toMatchObject({ code: 'P400' });
    expect((await call('/api/v1/destinations?limit=0')).body).toMatchObject({ code: 'P442' });
  });
});

describe('delivery requests', () => {
  it('should refuse an unknown locker, a parcel too big for it, and amounts with a comma', async () => {
    const base = {
      orderNumber: 'X-1',
      paymentMode: 'prepaid',
      invoiceValue: '10.00',
      amountToBeCollected: '0.00',
      origin: { locationId: '2' },
      destination: { contactNumber: '+385911111111', locationId: '4605' },
      items: [{ id: '1', name: 'Dres', value: '10.00', compartmentSize: 2 }],
    };
    const send = (body: unknown) => call('/api/v1/delivery-requests', { method: 'POST', body });
    expect((await send({ ...base, destination: { ...base.destination, locationId: '1' } })).body).toMatchObject({
      code: 'P402',
    });
    expect((await send({ ...base, items: [{ ...base.items[0], compartmentSize: 3 }] })).body).toMatchObject({
      code: 'P406',
    });
    expect((await send({ ...base, invoiceValue: '10,00' })).body).toMatchObject({ code: 'P400' });
    expect((await send({ ...base, origin: { locationId: '99' } })).body).toMatchObject({ code: 'P401' });
    expect((await send({ ...base, paymentMode: 'cod', amountToBeCollected: '0.00' })).body).toMatchObject({
      code: 'P408',
    });
  });
});

describe('parcel events', () => {
  it('should send a CloudEvents webhook that the shop verifies with the shared secret', async () => {
    const parcelId = await newParcel();
    const answer = await call(`/_control/parcels/${parcelId}/events`, {
      method: 'POST',
      body: { event: 'final-destination' },
    });
    expect(answer.body).toMatchObject({ parcelState: 'in-final-destination', webhook: { status: 200 } });
    const body = received.at(-1) ?? '';
    const verified = verifyWebhook(body, standIn.webhookSecret);
    expect(verified).toMatchObject({ ok: true });
    if (verified.ok) {
      expect(verified.event).toMatchObject({
        specversion: '1.0',
        type: 'gr.boxnow.parcel_event_change',
        subject: parcelId,
      });
      expect(verified.event.data).toMatchObject({
        parcelId,
        event: 'final-destination',
        parcelState: 'in-final-destination',
      });
    }
  });

  it('should have its webhook refused once a byte of the data is changed, or with another secret', async () => {
    const parcelId = await newParcel();
    await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'delivered' } });
    const body = received.at(-1) ?? '';
    expect(verifyWebhook(body.replace('"delivered"', '"returned"'), standIn.webhookSecret)).toMatchObject({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyWebhook(body, 'another-secret')).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('should give each event its own id and record what the shop answered', async () => {
    const parcelId = await newParcel();
    shopAnswers = 500;
    await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'in-depot' } });
    shopAnswers = 200;
    await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'final-destination' } });
    const log = (await call('/_control/webhooks', { token: null })).body?.data as { id: string; status: number }[];
    const [first, second] = log.slice(-2);
    expect(first?.status).toBe(500);
    expect(second?.status).toBe(200);
    expect(first?.id).not.toBe(second?.id);
  });

  it('should refuse unknown events and events after delivery', async () => {
    const parcelId = await newParcel();
    expect(
      (await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'teleported' } })).status,
    ).toBe(400);
    await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'delivered' } });
    expect(
      (await call(`/_control/parcels/${parcelId}/events`, { method: 'POST', body: { event: 'lost' } })).status,
    ).toBe(409);
    expect((await call('/_control/parcels/0/events', { method: 'POST', body: { event: 'lost' } })).status).toBe(404);
  });

  it('should send a canceled event when the shop cancels a parcel', async () => {
    const parcelId = await newParcel();
    const before = received.length;
    expect((await call(`/api/v1/parcels/${parcelId}:cancel`, { method: 'POST' })).status).toBe(200);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)).toContain('"event":"canceled"');
  });
});
