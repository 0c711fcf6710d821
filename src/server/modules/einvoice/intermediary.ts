/**
 * The information intermediary (informacijski posrednik) that carries eRačuni to buyers and fiscalises them with
 * the Tax Administration, behind one interface (docs/decisions/0230-einvoice-intermediary.md): the queue knows
 * only these three calls, so another intermediary is another implementation of them.
 */
export interface EInvoiceIntermediary {
  /** Hands the UBL document over; the intermediary validates it and sends it on. */
  send(xml: string): Promise<IntermediaryDocument>;
  /** Where the document is now. */
  status(electronicId: string): Promise<IntermediaryDocument>;
  /** The payment report the law asks of the issuer once an eRačun is paid (eIzvještavanje o naplati). */
  reportPayment(report: PaymentReport): Promise<void>;
}

/** The shop's reading of the intermediary's status. */
export type DocumentState = 'pending' | 'sent' | 'delivered' | 'rejected';

export interface IntermediaryDocument {
  electronicId: string;
  state: DocumentState;
  /** The intermediary's own code and name, kept for the back office. */
  code: number;
  name: string;
}

export interface PaymentReport {
  electronicId: string;
  invoiceNumber: string;
  issueDate: string;
  buyerOib: string;
  /** "YYYY-MM-DD", Croatian date. */
  paidOn: string;
  amountCents: number;
  /** T transfer, O other, Z set-off. */
  method: 'T' | 'O' | 'Z';
}

/**
 * A refusal: `permanent` when the document or the request is wrong (sending it again as it is will fail again),
 * otherwise the intermediary was away or failed and a later attempt may succeed.
 */
export class IntermediaryError extends Error {
  override name = 'IntermediaryError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
