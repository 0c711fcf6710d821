import { createHash, createSign, type KeyObject } from 'node:crypto';
import type { Cents } from '@shared/money.js';
import { cisAmount, zkiDateTime } from './format.js';
import type { ReceiptNumber, ZkiHash } from './types.js';

export interface ZkiInput {
  oib: string;
  issuedAt: Date;
  number: ReceiptNumber;
  totalCents: Cents;
}

/**
 * The text the ZKI signs: OIB, issue time with a space ("dd.MM.yyyy HH:mm:ss"), BrOznRac, OznPosPr, OznNapUr and
 * the total exactly as IznosUkupno carries it ("1245.56"), joined without separators.
 */
export function zkiSource({ oib, issuedAt, number, totalCents }: ZkiInput): string {
  return `${oib}${zkiDateTime(issuedAt)}${number.sequence}${number.premises}${number.device}${cisAmount(totalCents)}`;
}

/**
 * ZKI = lowercase hex MD5 of the RSA PKCS#1 v1.5 signature of the source text. PKCS#1 v1.5 is deterministic, so
 * the same receipt and key always give the same ZKI, and the seller can reproduce it on demand. The hash of the
 * RSA step is a setting (docs/decisions/0071-signing-algorithms.md).
 */
export function computeZki(input: ZkiInput, privateKey: KeyObject, hash: ZkiHash): string {
  const signature = createSign(hash === 'sha256' ? 'RSA-SHA256' : 'RSA-SHA1')
    .update(zkiSource(input), 'utf8')
    .sign(privateKey);
  return createHash('md5').update(signature).digest('hex');
}
