import { randomUUID } from 'node:crypto';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CisStandIn, startCisStandIn } from '../../../stand-ins/cis/index.js';
import { createTestCa, issueCertificate, type KeyAndCert } from '../../../stand-ins/cis/test-pki.js';
import { type FiscalCertificate, loadPkcs12 } from './certificate.js';
import { type CisClientOptions, postSoap, sendRacun } from './cis-client.js';
import { racunZahtjevXml } from './racun-xml.js';
import { signRequest, soapEnvelope } from './sign.js';
import { FIXTURE_OIB, fixtureRacun } from './testdata/fixture.js';

let cis: CisStandIn;
let cert: FiscalCertificate;
let client: CisClientOptions;

/**
 * Room for a signed exchange on a loaded machine (the stand-in verifies and signs with RSA): the tests that are not
 * about the time limit must never meet it. The one that is gives up after TIME_LIMIT_MS of a CIS that never answers.
 */
const ROOM_MS = 15_000;
const TIME_LIMIT_MS = 500;

beforeAll(async () => {
  cis = await startCisStandIn();
  cert = loadPkcs12(cis.issueFiscalCertificate({ oib: FIXTURE_OIB, password: 'p' }), 'p');
  client = { url: cis.url, timeoutMs: ROOM_MS, signerCertPem: cis.signerCertPem };
});
afterAll(() => cis.close());

function send(options = client, messageId = randomUUID()) {
  const racun = { ...fixtureRacun(), issuedAt: new Date(Date.now() - 1000) };
  const envelope = soapEnvelope(
    signRequest(racunZahtjevXml(racun, { messageId, sentAt: new Date(), lateDelivery: false }), cert),
  );
  return sendRacun(options, envelope, messageId);
}

describe('CIS client', () => {
  it('should return the JIR of a signed answer to its own message', async () => {
    const { answer, responseXml } = await send();
    expect(answer.kind).toBe('jir');
    expect(responseXml).toContain('RacunOdgovor');
  });

  it('should give up after its timeout when CIS does not answer', async () => {
    cis.behaveNext({ kind: 'hang' });
    const started = performance.now();
    await expect(send({ ...client, timeoutMs: TIME_LIMIT_MS })).rejects.toMatchObject({ reason: 'timeout' });
    // It waited for its limit (a busy machine only makes that longer), and it was the limit that ended the wait:
    // well before the room every other exchange gets.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIME_LIMIT_MS - 5);
    expect(waited).toBeLessThan(ROOM_MS);
  });

  it('should wait for a slow CIS within its timeout', async () => {
    cis.behaveNext({ kind: 'slow', delayMs: 300 });
    expect((await send()).answer.kind).toBe('jir');
  });

  it('should report a SOAP fault with its text', async () => {
    cis.behaveNext({ kind: 'fault', message: 'Održavanje sustava' });
    await expect(send()).rejects.toMatchObject({ reason: 'fault', message: expect.stringMatching(/Održavanje/) });
  });

  it('should not believe a JIR signed by anyone but the configured CIS certificate', async () => {
    cis.behaveNext({ kind: 'forged' });
    await expect(send()).rejects.toMatchObject({ reason: 'signature' });
  });

  it('should not believe an answer signed by CIS when another certificate is configured as CIS’s', async () => {
    const other = await startCisStandIn();
    try {
      await expect(send({ ...client, signerCertPem: other.signerCertPem })).rejects.toMatchObject({
        reason: 'signature',
      });
    } finally {
      await other.close();
    }
  });

  it('should report a network failure when nothing listens', async () => {
    await expect(send({ ...client, url: 'http://127.0.0.1:9/FiskalizacijaServiceTest' })).rejects.toMatchObject({
      reason: 'network',
    });
  });

  it('should trust the configured CA over TLS 1.2 and refuse a server that offers only TLS 1.1', async () => {
    const ca = createTestCa('CIS TLS test CA');
    const leaf = issueCertificate(ca, { commonName: 'localhost', organisation: 'CIS' });
    const answer = (maxVersion: 'TLSv1.1' | 'TLSv1.2') =>
      withTlsServer(leaf, maxVersion, (url) => postSoap({ ...client, url, ca: [ca.certPem] }, 'echo', '<x/>'));
    await expect(answer('TLSv1.2')).resolves.toBe('ok');
    await expect(answer('TLSv1.1')).rejects.toMatchObject({
      reason: 'network',
      message: expect.stringMatching(/protocol version/),
    });
  });
});

/** An HTTPS server answering "ok", offering TLS up to maxVersion only. */
async function withTlsServer<T>(cert: KeyAndCert, maxVersion: tls.SecureVersion, use: (url: string) => Promise<T>) {
  const server = tls.createServer({ key: cert.keyPem, cert: cert.certPem, minVersion: 'TLSv1', maxVersion }, (socket) =>
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`https://localhost:${(server.address() as { port: number }).port}/FiskalizacijaService`);
  } finally {
    server.close();
  }
}
