// Fiscalisation of receipts (CIS, "Fiskalizacija 1.0" for sales to consumers): the door other modules use.
export { createFiscal } from './fiscal.js';
export { fiscalPlugin } from './plugin.js';
export { fiscalRoutes } from './routes.js';
export {
  missingFiscalSettings,
  resolveFiscalSettings,
} from './settings.js';
export type { PaymentMethod, ReceiptInput, ReceiptLineInput } from './types.js';
export { receiptById, receiptByToken, receiptsByReference } from './repository.js';
export type { FiscalReceiptRow } from '../../platform/db/schema/fiscal.js';
export { receiptCheckUrl, receiptQrPng } from './qr.js';
export {
  type ReceiptDocument,
  receiptDocument,
  receiptFacts,
  type Seller,
} from './document.js';
export { receiptPdf } from './receipt-pdf.js';
export { receiptRegisterRoutes } from './register-routes.js';
export { refusedReceiptCount } from './register.js';
export type { ReceiptView } from './view.js';
export { takeReceiptNumber } from './numbering.js';
