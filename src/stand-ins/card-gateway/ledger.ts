// The simulator's memory: open card-page sessions and transactions, with the rules of completion, refund and void.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

export interface SimulatedShop {
  shopId: string;
  secretKey: string;
  /** Shown on the card page. */
  name: string;
  /** Where this shop's callbacks go; defaults to the simulator's callbackUrl. */
  callbackUrl?: string;
  /** Capture at once (Completed=1) instead of authorising only; the shop's setting at the real gateway. */
  autoCapture?: boolean;
}

/** What the shop's form asked for, checked and kept while the shopper is on the card page. */
export interface PaymentRequest {
  shop: SimulatedShop;
  shoppingCartId: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  returnErrorUrl: string;
  returnMethod: 'POST' | 'GET';
  lang: string;
  customer: Record<string, string>;
}

export interface Session {
  id: string;
  request: PaymentRequest;
  failedAttempts: number;
  openedAt: number;
  closed: boolean;
}

export interface Transaction {
  shopId: string;
  shoppingCartId: string;
  wsPayOrderId: string;
  uniqueTransactionNumber: number;
  stan: string;
  approvalCode: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  authorized: boolean;
  completed: boolean;
  voided: boolean;
  cardName: string;
  maskedCardNumber: string;
  customer: Record<string, string>;
  at: Date;
}

export type ActionName = 'completion' | 'refund' | 'void';

/** An action the gateway refuses, with the message it answers. */
export class ActionRefused extends Error {}

const digits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export class Ledger {
  private readonly sessions = new Map<string, Session>();
  private readonly transactions = new Map<string, Transaction>();
  private sequence = 1000;

  openSession(request: PaymentRequest): Session {
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      request,
      failedAttempts: 0,
      openedAt: Date.now(),
      closed: false,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  transaction(shopId: string, shoppingCartId: string): Transaction | undefined {
    return this.transactions.get(`${shopId}\n${shoppingCartId}`);
  }

  byOrderId(shopId: string, wsPayOrderId: string): Transaction | undefined {
    for (const t of this.transactions.values()) if (t.shopId === shopId && t.wsPayOrderId === wsPayOrderId) return t;
    return undefined;
  }

  all(): Transaction[] {
    return [...this.transactions.values()];
  }

  /** A card was tried: one transaction per cart, authorised on approval, left unauthorised by a decline. */
  record(request: PaymentRequest, card: { name: string; masked: string }, approved: boolean): Transaction {
    const key = `${request.shop.shopId}\n${request.shoppingCartId}`;
    const existing = this.transactions.get(key);
    const transaction: Transaction = existing ?? {
      shopId: request.shop.shopId,
      shoppingCartId: request.shoppingCartId,
      wsPayOrderId: randomUUID(),
      uniqueTransactionNumber: ++this.sequence,
      stan: digits(6),
      approvalCode: '',
      amountCents: request.amountCents,
      capturedCents: 0,
      refundedCents: 0,
      authorized: false,
      completed: false,
      voided: false,
      cardName: card.name,
      maskedCardNumber: card.masked,
      customer: request.customer,
      at: new Date(),
    };
    // A declined cart id may come back in a new form, perhaps with another amount: the latest request counts.
    Object.assign(transaction, {
      amountCents: request.amountCents,
      customer: request.customer,
      cardName: card.name,
      maskedCardNumber: card.masked,
      at: new Date(),
    });
    if (approved) {
      transaction.authorized = true;
      transaction.approvalCode = digits(6);
      if (request.shop.autoCapture) Object.assign(transaction, { completed: true, capturedCents: request.amountCents });
    }
    this.transactions.set(key, transaction);
    return transaction;
  }

  /** Applies an action the shop asked for, or throws ActionRefused with the gateway's message. */
  apply(transaction: Transaction, action: ActionName, cents: number): void {
    if (!Number.isSafeInteger(cents) || cents <= 0) throw new ActionRefused('Neispravan iznos.');
    if (!transaction.authorized) throw new ActionRefused('Transakcija nije autorizirana.');
    if (transaction.voided) throw new ActionRefused('Transakcija je poništena.');
    if (action === 'completion') {
      if (transaction.completed) throw new ActionRefused('Transakcija je već naplaćena.');
      if (cents > transaction.amountCents) throw new ActionRefused('Iznos naplate veći je od autoriziranog.');
      transaction.completed = true;
      transaction.capturedCents = cents;
      // The gateway may hand out a new approval code after a completion; the shop must keep the latest.
      transaction.approvalCode = digits(6);
    } else if (action === 'refund') {
      if (!transaction.completed) throw new ActionRefused('Povrat je moguć tek nakon naplate.');
      const left = transaction.capturedCents - transaction.refundedCents;
      if (cents > left)
        throw new ActionRefused(`Iznos povrata veći je od preostalog naplaćenog iznosa (${left} centi).`);
      transaction.refundedCents += cents;
    } else {
      if (transaction.completed)
        throw new ActionRefused('Naplaćena transakcija ne može se poništiti; napravite povrat.');
      if (cents !== transaction.amountCents) throw new ActionRefused('Poništava se cijeli autorizirani iznos.');
      transaction.voided = true;
    }
  }
}

/** The capability flags a report shows for a transaction's state. */
export function capabilities(t: Transaction) {
  const live = t.authorized && !t.voided;
  return {
    canBeCompleted: live && !t.completed,
    canBeVoided: live && !t.completed,
    canBeRefunded: live && t.completed && t.refundedCents < t.capturedCents,
  };
}
