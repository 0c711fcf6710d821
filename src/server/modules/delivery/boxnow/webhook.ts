import { createHmac, timingSafeEqual } from 'node:crypto';
import { rawJsonMember } from './raw-json.js';
import { PARCEL_EVENT_TYPE, type WireParcelEvent } from './client/wire.js';

export type WebhookVerification =
  | {
      ok: true;
      /**
       * The CloudEvents id. It is outside the signature: the event itself is its parcel, kind and time in `data`
       * (docs/decisions/0139-boxnow-parcel-event-key.md).
       */
      id: string;
      event: WireParcelEvent;
    }
  | { ok: false; reason: 'not-json' | 'not-a-parcel-event' | 'no-signature' | 'bad-signature' | 'no-secret' };

/** hex(HMAC-SHA256(secret, data)), over the data member's bytes exactly as they travel. */
export function signWebhookData(rawData: string, secret: string): string {
  return createHmac('sha256', secret).update(rawData, 'utf8').digest('hex');
}

/**
 * Checks a BoxNow parcel-event webhook: a CloudEvents 1.0 JSON whose `datasignature` is the HMAC-SHA256 of the
 * `data` member as received (never re-serialised: key order and spacing are part of what was signed). The
 * signature comes from the envelope unless the caller passes one (e.g. from a header). Constant-time compare.
 * docs/decisions/0062-boxnow-client-and-webhook.md
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  secret: string | undefined,
  signature?: string,
): WebhookVerification {
  if (!secret) return { ok: false, reason: 'no-secret' };
  const text = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (!isParcelEvent(envelope)) return { ok: false, reason: 'not-a-parcel-event' };
  const rawData = rawJsonMember(text, 'data');
  const claimed = (signature ?? envelope.datasignature ?? '').trim().toLowerCase();
  if (rawData === undefined || claimed === '') return { ok: false, reason: 'no-signature' };
  const expected = Buffer.from(signWebhookData(rawData, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(claimed) ? Buffer.from(claimed, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  return { ok: true, id: envelope.id, event: envelope };
}

function isParcelEvent(value: unknown): value is WireParcelEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<WireParcelEvent>;
  return (
    event.type === PARCEL_EVENT_TYPE &&
    typeof event.id === 'string' &&
    event.id !== '' &&
    typeof event.data === 'object' &&
    event.data !== null &&
    typeof event.data.parcelId === 'string' &&
    typeof event.data.event === 'string'
  );
}
