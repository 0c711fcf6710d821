// The gift vouchers module's public surface: other modules import from here only (docs/architecture.md).
export { isVoucherFormat, issueOrderVouchers } from './issue.js';
export { planCartVoucher, returnOrderVouchers, spendVoucher, type VoucherPlan } from './spend.js';
export { mailNewVouchersSoon } from './mail.js';
export { blockOrderVouchers, deskVouchersOfOrder, orderHasVouchers } from './order-vouchers.js';
export { voucherRoutes } from './routes.js';
export { applyCartVoucher, type CartVoucherContext, cartVoucher, removeCartVoucher } from './cart-voucher.js';
