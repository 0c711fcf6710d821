import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { receiptByToken, receiptCheckUrl, receiptFacts, receiptPdf, receiptQrPng } from '../fiscal/index.js';
import { documentOf, receiptPdfPath, receiptQrPath } from './issue.js';

async function receiptOf(request: FastifyRequest, token: string) {
  const row = await receiptByToken(request.server.db, token);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Račun nije pronađen.' });
  return row;
}

/**
 * The receipt's page data, PDF and QR image, keyed by the receipt's token alone
 * (docs/decisions/0076-receipt-page-and-e-mail.md). Personal, so never stored by a cache.
 */
export async function receiptRoutes(app: FastifyInstance) {
  app.get<ContractRoute<'getReceipt'>>('/api/v1/receipts/:token', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = await receiptOf(request, request.params.token);
    const doc = await documentOf(app, app.db, row);
    return ok({
      number: doc.number,
      title: doc.title,
      kind: row.correctsReceiptId === null ? ('sale' as const) : ('correction' as const),
      orderNumber: row.reference,
      issuedAt: row.issuedAt.toISOString(),
      facts: receiptFacts(doc).map(([label, value]) => ({ label, value })),
      lines: doc.lines,
      vat: doc.vat,
      total: doc.total,
      note: doc.note,
      zki: doc.zki,
      jir: doc.jir,
      status: row.status as 'awaiting_jir' | 'fiscalised' | 'refused',
      checkUrl: doc.qrUrl,
      qrUrl: receiptQrPath(row.token),
      pdfUrl: receiptPdfPath(row.token),
    });
  });

  app.get<ContractRoute<'getReceiptPdf'>>('/api/v1/receipts/:token/pdf', async (request, reply) => {
    const row = await receiptOf(request, request.params.token);
    const pdf = await receiptPdf(await documentOf(app, app.db, row));
    reply.header('cache-control', 'private, no-store');
    reply.type('application/pdf');
    reply.header('content-disposition', `inline; filename="racun-${row.number}-${row.premises}-${row.device}.pdf"`);
    return reply.send(pdf);
  });

  app.get<ContractRoute<'getReceiptQr'>>('/api/v1/receipts/:token/qr.png', async (request, reply) => {
    const row = await receiptOf(request, request.params.token);
    // The image changes once the JIR arrives (zki= becomes jir=), so it is not kept either.
    reply.header('cache-control', 'private, no-store');
    reply.type('image/png');
    return reply.send(await receiptQrPng(receiptCheckUrl(row), 300));
  });
}
