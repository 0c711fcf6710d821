import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS, type DeliveryMethodSettings } from '../settings/index.js';
import { parcelTracking } from './tracking.js';

const methods = DEFAULT_COMMERCE_SETTINGS.deliveryMethods;
const COURIER = { deliveryMethod: { id: 66 } };
const BOXNOW = { deliveryMethod: { id: 68 } };
/** The methods as stored before the tracking setting existed. */
const older: DeliveryMethodSettings[] = methods.map(({ tracking: _tracking, ...m }) => m);

describe('parcel tracking', () => {
  it('should link the page set on the order’s delivery method', () => {
    expect(parcelTracking(methods, COURIER, { carrier: 'other', trackingNumber: 'HP-1' })).toEqual({
      carrier: 'GLS',
      number: 'HP-1',
      url: 'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-1',
    });
    expect(parcelTracking(methods, BOXNOW, { carrier: 'boxnow', trackingNumber: '9201234' })).toEqual({
      carrier: 'BoxNow',
      number: '9201234',
      url: 'https://boxnow.hr/?track=9201234',
    });
  });

  it('should give the number only for a method with no page, and BoxNow’s page to a locker stored before the setting', () => {
    const none = methods.map((m) => ({ ...m, tracking: null }));
    expect(parcelTracking(none, COURIER, { carrier: 'other', trackingNumber: 'HP-1' })).toEqual({
      carrier: 'Dostavna služba',
      number: 'HP-1',
      url: null,
    });
    expect(parcelTracking(older, COURIER, { carrier: 'other', trackingNumber: 'HP-1' }).url).toBeNull();
    expect(parcelTracking(older, BOXNOW, { carrier: 'boxnow', trackingNumber: '92' }).url).toBe(
      'https://boxnow.hr/?track=92',
    );
    // An order whose method is gone from the settings still shows its number.
    expect(parcelTracking(methods, { deliveryMethod: null }, { carrier: 'other', trackingNumber: 'HP-2' }).url).toBe(
      null,
    );
  });
});
