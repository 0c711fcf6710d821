// eRačuni (Fiscalisation 2.0) of company orders paid by bank transfer: the UBL document in the HR CIUS, its rules,
// the intermediary behind one interface, and the queue that sends, follows and reports them.
export { companyEInvoice } from './issue.js';
export { einvoicePlugin } from './plugin.js';
export { einvoiceRoutes } from './routes.js';
