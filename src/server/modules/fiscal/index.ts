// Fiscalisation of receipts (CIS, "Fiskalizacija 1.0" for sales to consumers): the door other modules use.
export { type Fiscal, createFiscal } from './fiscal.js';
export { fiscalPlugin } from './plugin.js';
export { fiscalRoutes } from './routes.js';
export {
  cisConfigured,
  type FiscalSettings,
  FiscalConfigError,
  missingFiscalSettings,
  resolveFiscalSettings,
} from './settings.js';
export type { CorrectionInput } from './service.js';
export type { PaymentMethod, ReceiptInput, ReceiptLineInput, ReceiptStatus } from './types.js';
export type { ReceiptView } from './view.js';
export type { FiscalOverview } from './overview.js';
export { DEFAULT_DELIVERY, type DeliveryOptions, type DeliveryReport } from './delivery.js';
export { receiptById, receiptByToken, receiptsByReference } from './repository.js';
export type { FiscalReceiptRow } from '../../db/schema/fiscal.js';
export { receiptCheckUrl, receiptQrPng, receiptQrSvg } from './qr.js';
export {
  jirText,
  PAYMENT_METHOD_LABELS,
  type ReceiptDocument,
  receiptDocument,
  receiptFacts,
  type Seller,
} from './document.js';
export { receiptPdf } from './receipt-pdf.js';
export { receiptRegisterRoutes } from './register-routes.js';
export { refusedReceiptCount } from './register.js';
