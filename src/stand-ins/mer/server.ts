// A local stand-in for moj-eRačun, the information intermediary the shop sends eRačuni through: its API v2 over
// HTTP (JSON, the five identifying fields, send / queryOutbox, and the payment report), an outbox of what it got,
// and switches for what the real one can do: deliver, have the buyer reject, fail, or be away.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';

const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const HR_CIUS = 'urn:mfin.gov.hr:cius-2025:1.0';

export interface MerCredentials {
  username: string;
  password: string;
  companyId: string;
  softwareId: string;
}

export interface MerOutboxDocument {
  electronicId: number;
  xml: string;
  number: string;
  recipientOib: string;
  recipientName: string;
  statusId: number;
  statusName: string;
  created: Date;
  delivered: Date | null;
  payment: Record<string, unknown> | null;
}

export interface MerRequest {
  path: string;
  body: Record<string, unknown>;
  status: number;
}

export interface MerStandIn {
  url: string;
  credentials: MerCredentials;
  /** What the outbox holds, oldest first. */
  documents: () => MerOutboxDocument[];
  requests: MerRequest[];
  /** The buyer downloaded it (40), or the document was not delivered (50, the buyer's refusal or no recipient). */
  deliver: (electronicId: number) => void;
  reject: (electronicId: number) => void;
  /** Answers every request with HTTP 503 until up() (the intermediary is away). */
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
}

const STATUS_NAME: Record<number, string> = { 30: 'Poslan', 40: 'Preuzet', 45: 'Povučen', 50: 'Neuspješan' };

const field = (messages: string[], value: unknown = null) => ({ Value: value, Messages: messages });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const first = (node: Element | Document, ns: string, name: string): Element | undefined =>
  (node.getElementsByTagNameNS(ns, name)[0] as Element | undefined) ?? undefined;
const text = (node: Element | undefined) => node?.textContent?.trim() ?? '';

/** What moj-eRačun checks before it takes a document: a UBL invoice in the HR CIUS, from the sender, to an OIB. */
function inspect(xml: string, sender: string): { errors: string[]; number: string; oib: string; name: string } {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml') as unknown as Document;
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== UBL_INVOICE_NS || root.localName !== 'Invoice')
    return { errors: ['Dokument nije UBL 2.1 Invoice.'], number: '', oib: '', name: '' };
  if (!text(first(root, CBC_NS, 'CustomizationID')).includes(HR_CIUS))
    errors.push('CustomizationID nije HR CIUS 2025.');
  const supplier = first(root, CAC_NS, 'AccountingSupplierParty');
  const customer = first(root, CAC_NS, 'AccountingCustomerParty');
  const supplierOib = supplier ? text(first(supplier, CBC_NS, 'EndpointID')) : '';
  const oib = customer ? text(first(customer, CBC_NS, 'EndpointID')) : '';
  if (supplierOib !== sender) errors.push(`Elektronička adresa izdavatelja (${supplierOib}) nije CompanyId.`);
  if (!/^\d{11}$/.test(oib)) errors.push('Primatelj nema OIB kao elektroničku adresu.');
  const number = text(first(root, CBC_NS, 'ID'));
  if (!number) errors.push('Račun nema broj.');
  const name = customer ? text(first(customer, CBC_NS, 'RegistrationName')) : '';
  return { errors, number, oib, name };
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startMerStandIn(
  options: { port?: number; credentials?: Partial<MerCredentials>; autoDeliver?: boolean } = {},
): Promise<MerStandIn> {
  const credentials: MerCredentials = {
    username: 'shop-test',
    password: 'mer-test-password',
    companyId: '12345678903',
    softwareId: 'fan-shop-1',
    ...options.credentials,
  };
  const outbox = new Map<number, MerOutboxDocument>();
  const requests: MerRequest[] = [];
  let nextId = 3_239_400;
  let away = false;

  const view = (d: MerOutboxDocument) => ({
    ElectronicId: d.electronicId,
    DocumentNr: d.number,
    DocumentTypeId: 1,
    DocumentTypeName: 'Račun',
    StatusId: d.statusId,
    StatusName: d.statusName,
    RecipientBusinessNumber: d.recipientOib,
    RecipientBusinessUnit: '',
    RecipientBusinessName: d.recipientName,
    Created: d.created.toISOString(),
    Sent: d.created.toISOString(),
    Delivered: d.delivered?.toISOString() ?? null,
  });
  const setStatus = (id: number, statusId: number) => {
    const d = outbox.get(id);
    if (!d) throw new Error(`no document ${id} in the stand-in's outbox`);
    d.statusId = statusId;
    d.statusName = STATUS_NAME[statusId] ?? String(statusId);
    if (statusId === 40) d.delivered = new Date();
  };

  function answer(path: string, body: Record<string, unknown>): [number, unknown] {
    const wrongIdentity: Record<string, unknown> = {};
    if (body.Username !== credentials.username || body.Password !== credentials.password)
      wrongIdentity.Username = field(['Neispravno korisničko ime ili lozinka.'], body.Username);
    if (body.CompanyId !== credentials.companyId)
      wrongIdentity.CompanyId = field(['Tvrtka nije registrirana na servisu.'], body.CompanyId);
    if (body.SoftwareId !== credentials.softwareId)
      wrongIdentity.SoftwareId = field(['Neispravan SoftwareId.'], body.SoftwareId);
    if (Object.keys(wrongIdentity).length > 0) return [401, wrongIdentity];

    if (path === '/apis/v2/send') {
      if (typeof body.File !== 'string' || body.File === '') return [400, { File: field(['Datoteka je obavezna.']) }];
      const found = inspect(body.File, credentials.companyId);
      // A document that was not delivered (45, 50) is sent again under its number: the usual way after a refusal.
      if ([...outbox.values()].some((d) => d.number === found.number && d.statusId !== 45 && d.statusId !== 50))
        found.errors.push(`Račun ${found.number} je već poslan.`);
      if (found.errors.length > 0) return [400, { File: field(found.errors) }];
      const doc: MerOutboxDocument = {
        electronicId: nextId++,
        xml: body.File,
        number: found.number,
        recipientOib: found.oib,
        recipientName: found.name,
        statusId: 30,
        statusName: STATUS_NAME[30]!,
        created: new Date(),
        delivered: null,
        payment: null,
      };
      outbox.set(doc.electronicId, doc);
      return [200, view(doc)];
    }
    if (path === '/apis/v2/queryOutbox') {
      const id = Number(body.ElectronicId);
      const doc = outbox.get(id);
      if (doc && options.autoDeliver && doc.statusId === 30) setStatus(id, 40);
      return [200, doc ? [view(doc)] : []];
    }
    if (path === '/apis/v2/fiscalization/payment') {
      const doc = outbox.get(Number(body.ElectronicId));
      if (!doc) return [404, { ElectronicId: field(['Dokument ne postoji.'], body.ElectronicId) }];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(body.DatumNaplate)) || !/^\d+\.\d{2}$/.test(String(body.NaplaceniIznos)))
        return [400, { DatumNaplate: field(['Datum i iznos naplate su obavezni.']) }];
      doc.payment = { ...body, Password: undefined };
      return [200, { ElectronicId: doc.electronicId, Status: 'ok' }];
    }
    return [404, { Path: field(['Nepoznata metoda.'], path) }];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'GET' && path === '/apis/v2/Ping/')
      return reply(200, { Status: 'ok', Message: 'Service is up' });
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return reply(400, { Request: field(['Zahtjev nije JSON.']) });
    }
    if (away) {
      requests.push({ path, body, status: 503 });
      return reply(503, { Message: 'Service unavailable' });
    }
    const [status, payload] = answer(path, body);
    requests.push({ path, body, status });
    reply(status, payload);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    documents: () => [...outbox.values()],
    requests,
    deliver: (id) => setStatus(id, 40),
    reject: (id) => setStatus(id, 50),
    down: () => {
      away = true;
    },
    up: () => {
      away = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
