import type { Cents } from '@shared/money.js';
import QRCode from 'qrcode';
import { qrDateTime } from './format.js';

export const RECEIPT_CHECK_URL = 'https://porezna.gov.hr/rn';

export interface CheckUrlInput {
  jir: string | null;
  zki: string;
  issuedAt: Date;
  totalCents: Cents;
}

/**
 * The Tax Administration's receipt check URL the QR code carries: the JIR once CIS gave one, otherwise the ZKI;
 * the issue time to the minute in Croatian time; the amount in cents without separators, '-' when negative.
 */
export function receiptCheckUrl({ jir, zki, issuedAt, totalCents }: CheckUrlInput): string {
  const key = jir ? `jir=${jir}` : `zki=${zki}`;
  return `${RECEIPT_CHECK_URL}?${key}&datv=${qrDateTime(issuedAt)}&izn=${totalCents}`;
}

/**
 * QR image options: error correction M (the rules ask for at least L), the smallest version that holds the URL,
 * a quiet zone of 4 modules, no logo. Printed at 2 × 2 cm or larger.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function receiptQrPng(url: string, widthPx = 300): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: widthPx });
}
