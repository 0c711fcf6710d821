/**
 * The back office's lists of addresses that asked to be written to (docs/decisions/0241-newsletter-and-back-in-stock-lists.md):
 * their states and the Croatian words the screens and the CSV use for them.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_TEXT: Record<NewsletterStatus, string> = {
  pending: 'Čeka potvrdu',
  confirmed: 'Potvrđena',
  unsubscribed: 'Odjavljena',
};

export const STOCK_REQUEST_STATES = ['waiting', 'notified'] as const;
export type StockRequestState = (typeof STOCK_REQUEST_STATES)[number];

export const STOCK_REQUEST_STATE_TEXT: Record<StockRequestState, string> = {
  waiting: 'Čeka',
  notified: 'Obaviješten',
};
