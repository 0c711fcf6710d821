import { describe, expect, it } from 'vitest';
import { openCardPage } from '../../tests/support/card-gateway.js';
import { loadConfig } from '../server/platform/config.js';
import { buildPaymentForm, cardGatewaySettings } from '../server/modules/payments/card-gateway/index.js';
import { startStandIns } from './index.js';

const urls = {
  returnUrl: 'http://127.0.0.1:3000/return',
  cancelUrl: 'http://127.0.0.1:3000/cancel',
  returnErrorUrl: 'http://127.0.0.1:3000/error',
};

/** The CIS stand-in has its own test (cis/development.test.ts): these leave it out. */
const noCis = { CIS_URL: 'https://cis.example/FiskalizacijaService' };

const everythingConfigured = {
  ...noCis,
  BOXNOW_API_URL: 'https://api-stage.boxnow.hr',
  BOXNOW_CLIENT_ID: 'id',
  BOXNOW_CLIENT_SECRET: 'secret',
  WSPAY_SHOP_ID: 'A',
  WSPAY_SECRET_KEY: 'a',
  PAYWAY_SHOP_ID: 'B',
  PAYWAY_SECRET_KEY: 'b',
};

describe('startStandIns', () => {
  it('should start no stand-in in production, whatever is missing', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.zvijezda.hr',
      AUTH_SECRET: 'x'.repeat(48),
    });
    const standIns = await startStandIns(config);
    expect(standIns.config).toBe(config);
    expect(standIns.started).toEqual([]);
    expect(cardGatewaySettings(standIns.config, 'wspay_hpp')).toBeNull();
    await standIns.close();
  });

  it('should start the BoxNow stand-in without credentials and point the configuration at it', async () => {
    const standIns = await startStandIns(loadConfig({ ...noCis, NODE_ENV: 'development', PORT: '3000' }));
    try {
      expect(standIns.config).toMatchObject({
        BOXNOW_API_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        BOXNOW_CLIENT_ID: expect.any(String),
        BOXNOW_CLIENT_SECRET: expect.any(String),
        BOXNOW_WEBHOOK_SECRET: expect.any(String),
      });
      const res = await fetch(`${standIns.config.BOXNOW_API_URL}/api/v1/destinations`);
      expect(res.status).toBe(401);
      expect(standIns.started.join('\n')).toContain('BoxNow');
    } finally {
      await standIns.close();
    }
  });

  it('should point both card providers without credentials at one running simulator', async () => {
    const standIns = await startStandIns(loadConfig({ ...noCis, PORT: '3999' }));
    try {
      const wspay = cardGatewaySettings(standIns.config, 'wspay_hpp')!;
      const payway = cardGatewaySettings(standIns.config, 'tcom_hpp')!;
      expect(wspay.formUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authorization\.aspx$/);
      expect(payway.formUrl).toBe(wspay.formUrl);
      expect(payway.shopId).not.toBe(wspay.shopId);
      expect(standIns.started.join('\n')).toContain('Simulator kartičnog plaćanja (WSPay, PayWay)');
      for (const settings of [wspay, payway]) {
        const page = await openCardPage(
          buildPaymentForm(settings, { shoppingCartId: 'x-1', amountCents: 1000, ...urls }),
        );
        expect(page.status).toBe(200);
        expect(page.html).toContain('NK Zvijezda Fan Shop');
      }
    } finally {
      await standIns.close();
    }
  });

  it('should leave a provider with credentials on its gateway and simulate only the other', async () => {
    const standIns = await startStandIns(loadConfig({ ...noCis, WSPAY_SHOP_ID: 'MOJSHOP', WSPAY_SECRET_KEY: 'tajna' }));
    try {
      expect(cardGatewaySettings(standIns.config, 'wspay_hpp')).toMatchObject({
        shopId: 'MOJSHOP',
        formUrl: 'https://formtest.wspay.biz/authorization.aspx',
      });
      expect(cardGatewaySettings(standIns.config, 'tcom_hpp')?.shopId).toBe('SIMULATOR-PAYWAY');
      expect(standIns.started.join('\n')).toContain('(PayWay)');
    } finally {
      await standIns.close();
    }
  });

  it('should start nothing when every service has credentials', async () => {
    const config = loadConfig(everythingConfigured);
    const standIns = await startStandIns(config);
    expect(standIns.config).toEqual(config);
    expect(standIns.started).toEqual([]);
    await standIns.close();
  });
});
