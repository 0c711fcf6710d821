// Receipts of orders: the fiscal receipt of a paid order, its corrections when goods or money go back, and the
// receipt's page, PDF and QR image. The glue between orders (and their payments) and fiscalisation.
export {
  announceReceipts,
  type IssuedReceipt,
  issueSaleReceipt,
  settleCorrections,
} from './issue.js';
export {
  orderReceiptLines,
  unitsCents,
  unitsReceiptLine,
} from './lines.js';
export { receiptRoutes } from './routes.js';
