import { describe, expect, it } from 'vitest';
import { openCardPage } from '../../tests/support/card-gateway.js';
import { loadConfig } from '../server/config.js';
import { buildPaymentForm, cardGatewaySettings } from '../server/modules/payments/card-gateway/index.js';
import { startStandIns } from './index.js';

const urls = {
  returnUrl: 'http://127.0.0.1:3000/return',
  cancelUrl: 'http://127.0.0.1:3000/cancel',
  returnErrorUrl: 'http://127.0.0.1:3000/error',
};

describe('startStandIns', () => {
  it('should start no stand-in in production, whatever is missing', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    const standIns = await startStandIns(config);
    expect(standIns.config).toBe(config);
    expect(standIns.notes).toEqual([]);
    expect(cardGatewaySettings(standIns.config, 'wspay_hpp')).toBeNull();
    await standIns.close();
  });

  it('should point both card providers without credentials at one running simulator', async () => {
    const standIns = await startStandIns(loadConfig({ PORT: '3999' }));
    try {
      const wspay = cardGatewaySettings(standIns.config, 'wspay_hpp')!;
      const payway = cardGatewaySettings(standIns.config, 'tcom_hpp')!;
      expect(wspay.formUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authorization\.aspx$/);
      expect(payway.formUrl).toBe(wspay.formUrl);
      expect(payway.shopId).not.toBe(wspay.shopId);
      expect(standIns.notes.join('\n')).toContain('Simulator kartičnog plaćanja (WSPay, PayWay)');
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
    const standIns = await startStandIns(loadConfig({ WSPAY_SHOP_ID: 'MOJSHOP', WSPAY_SECRET_KEY: 'tajna' }));
    try {
      expect(cardGatewaySettings(standIns.config, 'wspay_hpp')).toMatchObject({
        shopId: 'MOJSHOP',
        formUrl: 'https://formtest.wspay.biz/authorization.aspx',
      });
      expect(cardGatewaySettings(standIns.config, 'tcom_hpp')?.shopId).toBe('SIMULATOR-PAYWAY');
      expect(standIns.notes.join('\n')).toContain('(PayWay)');
    } finally {
      await standIns.close();
    }
  });

  it('should start nothing when every provider has credentials', async () => {
    const config = loadConfig({
      WSPAY_SHOP_ID: 'A',
      WSPAY_SECRET_KEY: 'a',
      PAYWAY_SHOP_ID: 'B',
      PAYWAY_SECRET_KEY: 'b',
    });
    const standIns = await startStandIns(config);
    expect(standIns.config).toEqual(config);
    expect(standIns.notes).toEqual([]);
    await standIns.close();
  });
});
