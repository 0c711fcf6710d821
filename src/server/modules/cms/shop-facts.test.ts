import { describe, expect, it } from 'vitest';
import { PAYMENT_RULE_TEXT } from '@shared/payment-rules.js';
import { DEFAULT_COMMERCE_SETTINGS } from '../settings/index.js';
import { fillShopFacts } from './shop-facts.js';

const settings = structuredClone(DEFAULT_COMMERCE_SETTINGS);

describe('fillShopFacts', () => {
  it('writes the seller of the settings, escaped, where the text names it', () => {
    const other = { ...settings, seller: { ...settings.seller, legalName: 'Klub <Zvijezda> & Co' } };
    expect(fillShopFacts('<p>Prodavatelj: {{seller.legalName}}, OIB {{seller.oib}}</p>', other)).toBe(
      '<p>Prodavatelj: Klub &lt;Zvijezda&gt; &amp; Co, OIB 84617280396</p>',
    );
  });

  it('links the e-mail and the phone, and keeps the text forms for a form to fill', () => {
    const html = fillShopFacts('<p>{{seller.email}} {{seller.phone}} {{seller.emailText}}</p>', settings);
    expect(html).toContain('<a href="mailto:webshop@zvijezda-shop.hr">webshop@zvijezda-shop.hr</a>');
    expect(html).toContain('<a href="tel:+38531555100">+385 31 555 100</a>');
    expect(html).toContain(' webshop@zvijezda-shop.hr</p>');
  });

  it('draws the delivery prices and thresholds of the enabled methods as the checkout charges them', () => {
    const courierOff = {
      ...settings,
      deliveryMethods: settings.deliveryMethods.map((m) => (m.code === 'boxnow' ? { ...m, enabled: false } : m)),
    };
    const html = fillShopFacts('<p>{{deliveryMethods}}</p><p>od {{freeDeliveryFrom}}</p>', courierOff);
    expect(html.startsWith('<table tabindex="0" aria-label="Cijene dostave">')).toBe(true);
    expect(html).toContain(
      '<td>Dostava kurirom na adresu</td><td>Hrvatska</td><td>4,99\u00a0€</td><td>70,00\u00a0€</td>',
    );
    expect(html).toContain('<td>Slovenija</td><td>12,90\u00a0€</td><td>–</td>');
    expect(html).toContain(
      '<td>Osobno preuzimanje u klupskoj trgovini</td><td>sve države dostave</td><td>besplatno</td>',
    );
    expect(html).not.toContain('BoxNow');
    expect(html).toContain('<p>od 70,00\u00a0€</p>');
  });

  it('lists the enabled payment methods with their fees and every payment rule of the checkout', () => {
    const html = fillShopFacts('{{paymentMethods}}{{paymentRules}}', settings);
    expect(html).toContain('<strong>Plaćanje pouzećem</strong> (naknada 2,00\u00a0€)');
    for (const sentence of Object.values(PAYMENT_RULE_TEXT)) expect(html).toContain(sentence);
    expect(html).toContain('razlikuju se samo po banci');
  });

  it('leaves an unknown placeholder for the editor to see', () => {
    expect(fillShopFacts('<p>{{seller.shoeSize}}</p>', settings)).toBe('<p>{{seller.shoeSize}}</p>');
  });
});
