import { centsToEuros } from '@shared/money.js';
import { formatVoucherCode } from '@shared/voucher-code.js';
import QRCode from 'qrcode';
import { A4_WIDTH, BOLD, type Doc, MARGIN, REGULAR, renderA4, WIDTH } from '../../platform/pdf/a4-layout.js';

/** The club's colours as the storefront and the e-mails use them. */
const CLUB_BLUE = '#0b3d91';
const CLUB_GOLD = '#c9a227';

export interface VoucherPrint {
  code: string;
  valueCents: number;
  balanceCents: number;
  expiresAt: Date;
  shopName: string;
  /** The shop's address to redeem it at (printed under the QR code). */
  shopUrl: string;
  orderNumber: string;
}

const euros = (cents: number) => `${centsToEuros(cents).toFixed(2).replace('.', ',')} €`;
const date = (d: Date) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(d)
    .replace(/\s/g, '');

/**
 * The QR code holds the voucher's code in its printed form and nothing else: a till or the checkout's field reads
 * it as typed, and no link carries the secret into a browser history or a server log.
 */
export const voucherQrPayload = (code: string) => formatVoucherCode(code);

/**
 * The gift voucher as a one-page PDF in the club's colours: a card with the amount, the code in large letters, its QR
 * code, the expiry and how to redeem it (docs/decisions/0214-gift-vouchers-are-multi-purpose.md).
 */
export async function voucherPdf(v: VoucherPrint): Promise<Buffer> {
  const qr = await QRCode.toBuffer(voucherQrPayload(v.code), {
    errorCorrectionLevel: 'M',
    margin: 4,
    type: 'png',
    width: 480,
  });
  return renderA4({ Title: `Poklon bon ${formatVoucherCode(v.code)}`, Author: v.shopName }, (doc) => draw(doc, v, qr));
}

function draw(doc: Doc, v: VoucherPrint, qr: Buffer) {
  const top = MARGIN;
  const height = 330;
  doc.roundedRect(MARGIN, top, WIDTH, height, 16).fill(CLUB_BLUE);
  doc.rect(MARGIN, top + height - 18, WIDTH, 18).fill(CLUB_GOLD);
  doc
    .fillColor('#ffffff')
    .font(BOLD)
    .fontSize(30)
    .text('POKLON BON', MARGIN + 28, top + 28, { characterSpacing: 3 });
  doc
    .font(REGULAR)
    .fontSize(12)
    .text(v.shopName, MARGIN + 28, top + 68);
  doc
    .font(BOLD)
    .fontSize(54)
    .fillColor(CLUB_GOLD)
    .text(euros(v.valueCents), MARGIN + 28, top + 110);
  doc
    .fillColor('#ffffff')
    .font(REGULAR)
    .fontSize(11)
    .text('Kod bona', MARGIN + 28, top + 226);
  doc
    .font(BOLD)
    .fontSize(22)
    .text(formatVoucherCode(v.code), MARGIN + 28, top + 242, { characterSpacing: 1 });
  doc
    .font(REGULAR)
    .fontSize(11)
    .text(`Vrijedi do ${date(v.expiresAt)}`, MARGIN + 28, top + 280);
  // The QR code sits above the code's line, so a long code never runs under it.
  const qrSize = 150;
  const qrX = A4_WIDTH - MARGIN - 28 - qrSize;
  doc.roundedRect(qrX - 6, top + 28, qrSize + 12, qrSize + 12, 8).fill('#ffffff');
  doc.image(qr, qrX, top + 34, { width: qrSize, height: qrSize });
  doc
    .fillColor('#111111')
    .font(BOLD)
    .fontSize(14)
    .text('Kako iskoristiti bon', MARGIN, top + height + 30);
  doc.font(REGULAR).fontSize(10.5);
  const steps = [
    `U košaricu na ${v.shopUrl} stavite proizvode koje želite.`,
    "Na koraku plaćanja upišite kod bona u polje 'Poklon bon' ili skenirajte QR kod.",
    'Bon plaća narudžbu do svog iznosa; ostatak platite karticom, uplatom ili pouzećem.',
    'Ono što ne potrošite ostaje na bonu za sljedeću kupnju, do isteka roka valjanosti.',
    'Bonom se ne mogu kupiti drugi poklon bonovi. Bon se ne može zamijeniti za gotovinu.',
  ];
  for (const [i, s] of steps.entries()) doc.text(`${i + 1}. ${s}`, MARGIN, doc.y + 6, { width: WIDTH });
  doc.moveDown(1.5);
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Bon je višenamjenski: PDV se obračunava kad se bonom plati roba, a račun se izdaje za tu robu. Narudžba ${v.orderNumber}. ` +
        'Čuvajte kod kao gotovinu: tko ga zna, može ga potrošiti.',
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
}
