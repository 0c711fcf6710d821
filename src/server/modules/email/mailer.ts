import type { FastifyInstance, FastifyRequest } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { insertJsonRows } from '../../platform/db/json-rows.js';
import { emailOutbox } from '../../platform/db/schema/email.js';
import type { EmailContent } from './templates.js';
import { shopOrigin } from '../../platform/shop-url.js';

/** The shop's public origin for links in e-mails: the configured one, never the request's Host (src/server/platform/shop-url.ts). */
export function publicOrigin(request: FastifyRequest): string {
  return shopOrigin(request.server.config);
}

const transports = new Map<string, Transporter>();
function transportFor(url: string) {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/**
 * Writes the e-mail to the outbox in the caller's transaction (so it exists exactly when the change that caused
 * it was committed); with SMTP the row keeps only the metadata. Call `deliverEmail` after the commit.
 */
export async function queueEmail(db: Db, smtp: boolean, to: string, mail: EmailContent): Promise<number> {
  const [row] = await outboxInsert(db, smtp, to, mail).returning({ id: emailOutbox.id });
  return row!.id;
}

/** The outbox row of queueEmail. */
function outboxRow(smtp: boolean, to: string, mail: EmailContent) {
  return {
    to,
    subject: mail.subject,
    kind: mail.kind,
    transport: smtp ? 'smtp' : 'outbox',
    text: smtp ? null : mail.text,
    html: smtp ? null : mail.html,
  };
}

function outboxInsert(db: Db, smtp: boolean, to: string, mail: EmailContent) {
  return db.insert(emailOutbox).values(outboxRow(smtp, to, mail));
}

/**
 * Outbox rows of queueEmail as one statement not yet run, each with an id already taken from its sequence (order
 * creation writes a group's e-mails together with its orders, docs/decisions/0262-orders-placed-in-groups.md).
 */
export function outboxRowsInsert(smtp: boolean, mails: ReadonlyArray<{ id: number; to: string; mail: EmailContent }>) {
  return insertJsonRows(
    emailOutbox,
    mails.map((m) => ({ id: m.id, ...outboxRow(smtp, m.to, m.mail) })),
  );
}

/** Sends a queued e-mail over SMTP_URL in the background (nothing to do without SMTP: the outbox row is the mail). */
export function deliverEmail(app: FastifyInstance, id: number, to: string, mail: EmailContent): Promise<void> {
  const smtp = app.config.SMTP_URL;
  if (!smtp) return Promise.resolve();
  return transportFor(smtp)
    .sendMail({ from: app.config.MAIL_FROM, to, subject: mail.subject, text: mail.text, html: mail.html })
    .then(async () => {
      await app.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    })
    .catch(async (err: unknown) => {
      app.log.error({ err, to }, 'smtp delivery failed');
      await app.db
        .update(emailOutbox)
        .set({ error: String((err as Error)?.message ?? err).slice(0, 500) })
        .where(eq(emailOutbox.id, id))
        .catch(() => {});
    });
}

/**
 * Writes the e-mail to the outbox and, with SMTP_URL, sends it over SMTP in the background, so the answer
 * does not wait for (or reveal the timing of) the mail server. Returns the outbox row id and the send promise.
 */
export async function sendEmail(
  app: FastifyInstance,
  to: string,
  mail: EmailContent,
): Promise<{ id: number; delivered: Promise<void> }> {
  const id = await queueEmail(app.db, Boolean(app.config.SMTP_URL), to, mail);
  return { id, delivered: deliverEmail(app, id, to, mail) };
}
