import http from 'node:http';
import https from 'node:https';
import { type CisAnswer, CisFailure, readRacunOdgovor } from './cis-response.js';

export const SOAP_ACTION_BASE = 'http://e-porezna.porezna-uprava.hr/fiskalizacija/2012/services/FiskalizacijaService';
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface CisClientOptions {
  url: string;
  timeoutMs: number;
  /** PEM trust anchors for an https CIS (FINA's private CAs); undefined keeps Node's store. */
  ca?: string[] | undefined;
  signerCertPem: string;
}

export interface CisExchange {
  answer: CisAnswer;
  responseXml: string;
}

/**
 * Posts one SOAP message and returns the raw answer. TLS 1.2 at least (CIS drops 1.1), the configured CAs, one
 * deadline for the whole exchange; anything but an answer becomes a CisFailure saying why.
 */
export function postSoap(options: CisClientOptions, action: string, envelope: string): Promise<string> {
  const url = new URL(options.url);
  const secure = url.protocol === 'https:';
  const body = Buffer.from(envelope, 'utf8');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        'Content-Length': body.length,
        SOAPAction: `"${SOAP_ACTION_BASE}/${action}"`,
      },
      // A connection of its own per exchange: a kept-alive socket the other side is closing as it idles out ends a
      // receipt with ECONNRESET (seen against the stand-in on a loaded machine); receipts are too few to need reuse.
      agent: false,
      ...(secure ? { minVersion: 'TLSv1.2' as const, ...(options.ca ? { ca: options.ca } : {}) } : {}),
    });
    const timer = setTimeout(() => {
      request.destroy(new CisFailure('timeout', `CIS did not answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err instanceof CisFailure ? err : new CisFailure('network', `CIS unreachable: ${err.message}`));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new CisFailure('malformed', 'CIS answer is too large'));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const xml = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        // SOAP faults come with HTTP 500 and a body; other statuses without XML are plain HTTP trouble.
        if (status !== 200 && !xml.includes('Envelope'))
          reject(new CisFailure('http', `CIS answered HTTP ${status}`, xml || undefined));
        else resolve(xml);
      });
    });
    request.end(body);
  });
}

/** Sends a signed RacunZahtjev envelope and returns the believed answer, checking it answers this message. */
export async function sendRacun(options: CisClientOptions, envelope: string, messageId: string): Promise<CisExchange> {
  const responseXml = await postSoap(options, 'racuni', envelope);
  const answer = readRacunOdgovor(responseXml, options.signerCertPem);
  if (answer.messageId !== messageId)
    throw new CisFailure('malformed', `CIS answered message ${answer.messageId}, not ${messageId}`, responseXml);
  return { answer, responseXml };
}
