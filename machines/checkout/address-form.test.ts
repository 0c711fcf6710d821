import { describe, expect, it } from 'vitest';
import { serverAddressErrors } from './address-form.js';

describe("the server's field errors on the address form", () => {
  it('should put a refused postal code on its own field, billing ones on the billing fields', () => {
    const failure = {
      code: 'VALIDATION_FAILED',
      status: 400,
      payload: {
        fields: [
          { field: 'body/deliveryAddress/zipCode', message: 'Poštanski broj ne odgovara upisanom mjestu.' },
          { field: 'body/billingAddress/zipCode', message: 'Poštanski broj ne odgovara upisanom mjestu.' },
          { field: 'body/acceptedConsents', message: 'ne ide na polje' },
        ],
      },
    };
    expect(serverAddressErrors(failure)).toEqual({
      zipCode: 'Poštanski broj ne odgovara upisanom mjestu.',
      billingZipCode: 'Poštanski broj ne odgovara upisanom mjestu.',
    });
  });

  it('should give nothing for a failure without fields', () => {
    expect(serverAddressErrors({ code: 'NETWORK_ERROR', status: 0 })).toEqual({});
  });
});
