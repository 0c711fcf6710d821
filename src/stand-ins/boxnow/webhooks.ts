import type { ParcelEventName, WireParcelEventData } from '../../server/modules/delivery/boxnow/client/wire.js';
import { signWebhookData } from '../../server/modules/delivery/boxnow/webhook.js';
import { type SentWebhook, type StandInParcel, STATE_AFTER, type StandInState } from './state.js';

/**
 * Applies an event to a parcel and tells the shop: a CloudEvents 1.0 JSON POSTed to the configured webhook URL,
 * whose `datasignature` is hex(HMAC-SHA256(secret, data as sent)). Delivery is awaited so a test or the order
 * desk sees the shop's answer; an unreachable shop is recorded with status 0, as BoxNow's portal would show.
 */
export async function emitParcelEvent(
  state: StandInState,
  parcel: StandInParcel,
  event: ParcelEventName,
  secret: string,
  now: Date,
): Promise<SentWebhook | undefined> {
  parcel.state = STATE_AFTER[event];
  parcel.events.push({ event, time: now.toISOString() });
  const url = state.webhookUrl;
  if (!url) return undefined;
  const data: WireParcelEventData = {
    parcelId: parcel.id,
    parcelState: parcel.state,
    parcelReferenceNumber: parcel.id,
    parcelName: parcel.item.name,
    parcelPin: parcel.pin,
    orderNumber: parcel.orderNumber,
    event,
    eventLocation: { displayName: 'BOX NOW stand-in', postalCode: '10000' },
    ...(parcel.additionalInformation ? { additionalInformation: parcel.additionalInformation } : {}),
    customer: {
      name: parcel.destination.contactName ?? '',
      email: parcel.destination.contactEmail ?? '',
      phone: parcel.destination.contactNumber ?? '',
    },
    time: now.toISOString(),
  };
  const rawData = JSON.stringify(data);
  const id = state.newEventId();
  const head = JSON.stringify({
    specversion: '1.0',
    type: 'gr.boxnow.parcel_event_change',
    source: 'urn:boxnow:stand-in',
    subject: parcel.id,
    id,
    time: now.toISOString(),
    datacontenttype: 'application/json',
    datasignature: signWebhookData(rawData, secret),
  });
  const body = `${head.slice(0, -1)},"data":${rawData}}`;
  const sent: SentWebhook = { id, url, status: 0, body };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    sent.status = res.status;
  } catch {
    sent.status = 0;
  }
  state.webhooks.push(sent);
  return sent;
}
