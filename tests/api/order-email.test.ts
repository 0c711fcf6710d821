import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { startSmtpStandIn } from '../support/smtp.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// The confirmation e-mail over real SMTP: queued with the order, sent after the commit, only metadata kept.
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('order confirmation over SMTP', () => {
  it('should send the confirmation once, after the order is committed, and keep no body in the outbox', async () => {
    const s = await readyCart(t, {
      products: [{ slug: 'zimska-kapa', qty: 1 }],
      delivery: COURIER,
      payment: PAY.transfer,
      address: { contactEmail: 'smtp.kupac@primjer.hr' },
    });
    const created = (await placeOrder(t, s)).body.data;
    await placeOrder(t, s);
    await smtp.waitFor(1);
    const mail = smtp.received.find((m) => m.to.includes('smtp.kupac@primjer.hr'))!;
    // The text part is quoted-printable UTF-8: undo soft line breaks and =XX escapes.
    const raw = Buffer.from(
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain(`Potvrda narudžbe ${created.number}`);
    expect(raw).toContain('Poziv na broj: ');
    expect(raw).toContain(`https://shop.zvijezda.hr/naplata/uspjesna?orderSlug=${created.slug}`);
    await expect
      .poll(
        async () =>
          (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'smtp.kupac@primjer.hr')))[0]?.sentAt,
      )
      .toBeTruthy();
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'smtp.kupac@primjer.hr'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'order_confirmation', transport: 'smtp', text: null, html: null });
    expect(smtp.received.filter((m) => m.to.includes('smtp.kupac@primjer.hr'))).toHaveLength(1);
  });
});
