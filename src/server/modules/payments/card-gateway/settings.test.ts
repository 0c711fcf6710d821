import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.js';
import { cardGatewaySettings, GATEWAY_HOSTS, providerOfShop } from './settings.js';

describe('cardGatewaySettings', () => {
  it('should leave a provider without credentials unconfigured', () => {
    const config = loadConfig({});
    expect(cardGatewaySettings(config, 'wspay_hpp')).toBeNull();
    expect(cardGatewaySettings(config, 'tcom_hpp')).toBeNull();
  });

  it("should send a shop with test credentials alone to the gateway's test hosts", () => {
    const config = loadConfig({
      WSPAY_SHOP_ID: 'MOJSHOP',
      WSPAY_SECRET_KEY: 'tajna',
      PAYWAY_SHOP_ID: 'PW',
      PAYWAY_SECRET_KEY: 's',
    });
    expect(cardGatewaySettings(config, 'wspay_hpp')).toEqual({
      provider: 'wspay_hpp',
      shopId: 'MOJSHOP',
      secretKey: 'tajna',
      formUrl: 'https://formtest.wspay.biz/authorization.aspx',
      apiUrl: 'https://test.wspay.biz/api/services',
      timeoutMs: 10_000,
    });
    expect(cardGatewaySettings(config, 'tcom_hpp')).toMatchObject({
      formUrl: 'https://formtest.payway.com.hr/authorization.aspx',
      apiUrl: 'https://test.payway.com.hr/api/services',
    });
  });

  it('should take production hosts and the time limit from the environment', () => {
    const config = loadConfig({
      WSPAY_SHOP_ID: 'MOJSHOP',
      WSPAY_SECRET_KEY: 'tajna',
      WSPAY_FORM_URL: GATEWAY_HOSTS.wspay_hpp.production.formUrl,
      WSPAY_API_URL: `${GATEWAY_HOSTS.wspay_hpp.production.apiUrl}/`,
      CARD_GATEWAY_TIMEOUT_MS: '2500',
    });
    expect(cardGatewaySettings(config, 'wspay_hpp')).toMatchObject({
      formUrl: 'https://form.wspay.biz/authorization.aspx',
      apiUrl: 'https://secure.wspay.biz/api/services',
      timeoutMs: 2500,
    });
  });

  it('should stop the start when a shop id comes without its secret key, or the reverse', () => {
    expect(() => loadConfig({ WSPAY_SHOP_ID: 'MOJSHOP' })).toThrow(
      /WSPAY_SECRET_KEY: must be set together with WSPAY_SHOP_ID/,
    );
    expect(() => loadConfig({ PAYWAY_SECRET_KEY: 'tajna' })).toThrow(ConfigError);
    expect(() => loadConfig({ WSPAY_FORM_URL: 'formtest.wspay.biz' })).toThrow(/WSPAY_FORM_URL/);
  });

  it('should tell the provider of a report by its ShopID', () => {
    const config = loadConfig({
      WSPAY_SHOP_ID: 'WS',
      WSPAY_SECRET_KEY: 'a',
      PAYWAY_SHOP_ID: 'PW',
      PAYWAY_SECRET_KEY: 'b',
    });
    expect(providerOfShop(config, 'PW')?.provider).toBe('tcom_hpp');
    expect(providerOfShop(config, 'WS')?.provider).toBe('wspay_hpp');
    expect(providerOfShop(config, 'XX')).toBeNull();
  });
});
