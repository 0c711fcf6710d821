import { describe, expect, it } from 'vitest';
import { rawJsonMember } from './raw-json.js';
import { signWebhookData, verifyWebhook } from './webhook.js';

const SECRET = 'webhook-secret';

/** A parcel event as BoxNow sends it: the data member written with its own spacing and key order. */
function parcelEvent(rawData: string, signature = signWebhookData(rawData, SECRET)) {
  return `{"specversion":"1.0","type":"gr.boxnow.parcel_event_change","source":"urn:boxnow","subject":"9100000001","id":"evt-1","time":"2026-11-23T10:00:00Z","datacontenttype":"application/json","datasignature":"${signature}",\n  "data" : ${rawData} }`;
}

const DATA =
  '{"parcelId": "9100000001", "parcelState":"delivered","orderNumber":"2026-000123","event":"delivered","time":"2026-11-23T10:00:00Z"}';

describe('rawJsonMember', () => {
  it('should cut out a member exactly as written, spacing and nesting included', () => {
    expect(rawJsonMember('{ "a": [1, {"b": "}"}], "data" :{ "x" : "a\\"}" } }', 'data')).toBe('{ "x" : "a\\"}" }');
    expect(rawJsonMember('{"data":"text","n":-1.5e3}', 'n')).toBe('-1.5e3');
    expect(rawJsonMember('{"data":null}', 'data')).toBe('null');
  });

  it('should give nothing for a missing member or a top level that is not an object', () => {
    expect(rawJsonMember('{"a":{"data":1}}', 'data')).toBeUndefined();
    expect(rawJsonMember('[{"data":1}]', 'data')).toBeUndefined();
  });

  it('should take the last of repeated members, as JSON.parse does', () => {
    expect(rawJsonMember('{"data":1,"data":2}', 'data')).toBe('2');
  });
});

describe('verifyWebhook', () => {
  it('should accept an event signed over the raw data and give its envelope id', () => {
    const result = verifyWebhook(parcelEvent(DATA), SECRET);
    expect(result).toMatchObject({ ok: true, id: 'evt-1' });
    if (result.ok) expect(result.event.data).toMatchObject({ parcelId: '9100000001', event: 'delivered' });
  });

  it('should accept a Buffer body and a signature passed separately', () => {
    const body = parcelEvent(DATA, 'not-used');
    expect(verifyWebhook(Buffer.from(body), SECRET, signWebhookData(DATA, SECRET)).ok).toBe(true);
  });

  it('should refuse an event whose data was altered after signing', () => {
    const tampered = parcelEvent(DATA, signWebhookData(DATA, SECRET)).replace(
      '"delivered","orderNumber"',
      '"returned","orderNumber"',
    );
    expect(verifyWebhook(tampered, SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('should refuse a signature over re-serialised data rather than the bytes sent', () => {
    const reserialised = JSON.stringify(JSON.parse(DATA));
    expect(verifyWebhook(parcelEvent(DATA, signWebhookData(reserialised, SECRET)), SECRET).ok).toBe(false);
  });

  it('should refuse another secret, a missing or malformed signature, and bodies that are no parcel event', () => {
    expect(verifyWebhook(parcelEvent(DATA, signWebhookData(DATA, 'other')), SECRET)).toMatchObject({ ok: false });
    expect(verifyWebhook(parcelEvent(DATA, ''), SECRET)).toEqual({ ok: false, reason: 'no-signature' });
    expect(verifyWebhook(parcelEvent(DATA, 'zz'), SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook('{not json', SECRET)).toEqual({ ok: false, reason: 'not-json' });
    expect(verifyWebhook('{"type":"other","id":"1","data":{}}', SECRET)).toEqual({
      ok: false,
      reason: 'not-a-parcel-event',
    });
    expect(verifyWebhook(parcelEvent(DATA), undefined)).toEqual({ ok: false, reason: 'no-secret' });
  });
});
