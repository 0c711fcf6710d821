// A local stand-in for the Tax Administration's CIS fiscalisation service: the same SOAP protocol over HTTP, its
// own test CA and "fiskalcistest" signing certificate, and switches for the trouble the real one can cause.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { businessErrors } from './business.js';
import { loadOrCreatePki } from './pki.js';
import { type CisErrorAnswer, echoResponse, racunOdgovor, soapFault } from './respond.js';
import { validateSoapBody } from './schema.js';
import { createTestCa, issueCertificate, type KeyAndCert, toPkcs12 } from './test-pki.js';
import { verifyRequest } from './verify-request.js';
import { bodyMessage, childElement, NS, parseXml, textOf } from './xml.js';

/** How the stand-in answers: as CIS normally does, or with one kind of trouble. */
export type CisBehaviour =
  | { kind: 'normal' }
  | { kind: 'errors'; errors: CisErrorAnswer[] }
  | { kind: 'fault'; message?: string }
  | { kind: 'slow'; delayMs: number }
  /** Never answers: the client's timeout must end the exchange. */
  | { kind: 'hang' }
  /** Answers a JIR signed by a certificate that is not fiskalcistest. */
  | { kind: 'forged' };

export interface RecordedRequest {
  at: Date;
  message: string | null;
  xml: string;
  messageId?: string | undefined;
  /** "BrOznRac/OznPosPr/OznNapUr" */
  number?: string | undefined;
  zki?: string | undefined;
  issuedAt?: string | undefined;
  lateDelivery?: boolean | undefined;
  answer: 'jir' | 'errors' | 'fault' | 'hang' | 'echo' | 'forged';
  jir?: string | undefined;
  errors?: CisErrorAnswer[] | undefined;
}

export interface CisStandInOptions {
  port?: number;
  host?: string;
  /** Keeps the test CA and signing certificate here across starts; omitted = fresh ones in memory. */
  dataDir?: string;
}

export interface FiscalCertificateRequest {
  oib: string;
  password: string;
  organisation?: string;
  /** A certificate of another CA, which the stand-in must not trust. */
  untrusted?: boolean;
  startDaysAgo?: number;
  days?: number;
}

export interface CisStandIn {
  url: string;
  caCertPem: string;
  signerCertPem: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Answers every following request this way. */
  behave: (behaviour: CisBehaviour) => void;
  /** Answers the next requests these ways, one each, then goes back to the standing behaviour. */
  behaveNext: (...behaviours: CisBehaviour[]) => void;
  /** Stops listening (connections are refused) until up(). */
  down: () => Promise<void>;
  up: () => Promise<void>;
  /** A demo fiscal certificate (PKCS#12) for an OIB, issued by the stand-in's test CA. */
  issueFiscalCertificate: (request: FiscalCertificateRequest) => Buffer;
  close: () => Promise<void>;
}

const MAX_BODY = 512 * 1024;

export async function startCisStandIn(options: CisStandInOptions = {}): Promise<CisStandIn> {
  const host = options.host ?? '127.0.0.1';
  const pki = await loadOrCreatePki(options.dataDir);
  const requests: RecordedRequest[] = [];
  const seenMessageIds = new Set<string>();
  let standing: CisBehaviour = { kind: 'normal' };
  const queued: CisBehaviour[] = [];
  let forger: KeyAndCert | undefined;

  async function answer(xml: string, res: ServerResponse): Promise<void> {
    const behaviour = queued.shift() ?? standing;
    const record: RecordedRequest = { at: new Date(), message: null, xml, answer: 'fault' };
    requests.push(record);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' }).end(body);
    };
    const check = validateSoapBody(xml);
    record.message = check.message;
    const doc = parseXml(xml);
    const message = bodyMessage(doc);
    if (message && check.message === 'RacunZahtjev') noteRequest(record, message);
    if (behaviour.kind === 'hang') {
      record.answer = 'hang';
      return;
    }
    if (behaviour.kind === 'slow') await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (behaviour.kind === 'fault') {
      send(500, soapFault(behaviour.message ?? 'Sustav trenutno nije dostupan.'));
      return;
    }
    if (check.message === 'EchoRequest' && check.errors.length === 0) {
      record.answer = 'echo';
      send(200, echoResponse(message?.textContent ?? ''));
      return;
    }
    const messageId = record.messageId ?? '';
    const refuse = (errors: CisErrorAnswer[]) => {
      record.answer = 'errors';
      record.errors = errors;
      send(200, racunOdgovor(pki.signer, messageId, { errors }));
    };
    if (check.message !== 'RacunZahtjev' || check.errors.length > 0 || !message) {
      refuse([
        { code: 's001', message: `Poruka nije u skladu s XML shemom: ${check.errors.join(' ') || 'nepoznata poruka'}` },
      ]);
      return;
    }
    if (behaviour.kind === 'errors') return refuse(behaviour.errors);
    const systemError = verifyRequest(xml, message, pki.ca.certPem);
    if (systemError) return refuse([systemError]);
    const business = businessErrors(message, seenMessageIds);
    seenMessageIds.add(messageId);
    if (business.length > 0) return refuse(business.map((e) => ({ code: 's013', message: `${e.code}: ${e.message}` })));
    const jir = randomUUID();
    record.jir = jir;
    if (behaviour.kind === 'forged') {
      record.answer = 'forged';
      forger ??= issueCertificate(createTestCa('Forged CIS'), { commonName: 'fiskalcistest', organisation: 'x' });
      send(200, racunOdgovor(forger, messageId, { jir }));
      return;
    }
    record.answer = 'jir';
    send(200, racunOdgovor(pki.signer, messageId, { jir }));
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      answer(Buffer.concat(chunks).toString('utf8'), res).catch((err: unknown) => {
        if (!res.headersSent)
          res.writeHead(500, { 'Content-Type': 'text/xml; charset=utf-8' }).end(soapFault(String(err)));
      });
    });
  };

  let server: Server = createServer(handler);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const port = await listen(options.port ?? 0);

  return {
    url: `http://${host}:${port}/FiskalizacijaServiceTest`,
    caCertPem: pki.ca.certPem,
    signerCertPem: pki.signer.certPem,
    requests,
    behave: (behaviour) => {
      standing = behaviour;
    },
    behaveNext: (...behaviours) => {
      queued.push(...behaviours);
    },
    down: stop,
    up: async () => {
      if (server.listening) return;
      server = createServer(handler);
      await listen(port);
    },
    issueFiscalCertificate: (request) => {
      const ca = request.untrusted ? createTestCa('Untrusted CA') : pki.ca;
      const owner = issueCertificate(ca, {
        commonName: 'FISKAL 1',
        organisation: request.organisation ?? 'Demo klub d.o.o.',
        oib: request.oib,
        ...(request.startDaysAgo !== undefined ? { startDaysAgo: request.startDaysAgo } : {}),
        ...(request.days !== undefined ? { days: request.days } : {}),
      });
      return toPkcs12(owner, [ca.certPem], request.password);
    },
    close: stop,
  };
}

/** What tests look at in a RacunZahtjev: its message id, number, ZKI, issue time and late-delivery mark. */
function noteRequest(record: RecordedRequest, message: Element) {
  const header = childElement(message, NS.f73, 'Zaglavlje');
  const racun = childElement(message, NS.f73, 'Racun');
  const brRac = childElement(racun, NS.f73, 'BrRac');
  const part = (name: string) => textOf(childElement(brRac, NS.f73, name));
  record.messageId = textOf(childElement(header, NS.f73, 'IdPoruke'));
  record.number = `${part('BrOznRac')}/${part('OznPosPr')}/${part('OznNapUr')}`;
  record.zki = textOf(childElement(racun, NS.f73, 'ZastKod'));
  record.issuedAt = textOf(childElement(racun, NS.f73, 'DatVrijeme'));
  record.lateDelivery = textOf(childElement(racun, NS.f73, 'NakDost')) === 'true';
}
