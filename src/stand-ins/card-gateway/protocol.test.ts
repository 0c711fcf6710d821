import { describe, expect, it } from 'vitest';
import {
  centsOfTotalAmount,
  displayEuros,
  gatewayTime,
  signActionRequest,
  signActionResponse,
  signFormRequest,
  signReport,
  signStatusCheck,
  totalAmountOfCents,
} from './protocol.js';
import { normaliseCardNumber, TEST_CARDS } from './test-cards.js';

// The simulator's own reading of the formulas, held to the same published vectors as the shop's client
// (wspay-dotnet SignatureFactoryTest; django-wspay tests/utils.py, shop MojShop).
const dotnet = { shopId: 'regularShopId', secretKey: 'regularShopSecret' };
const django = { shopId: 'MojShop', secretKey: '3DfEO2B5Jjm4VC1Q3vEh' };

describe("the simulator's signatures", () => {
  it('should match the published request vectors', () => {
    expect(signFormRequest(dotnet, 'testCartId', '1525')).toMatch(/^05b44b25ce8883c1/);
    expect(signStatusCheck(dotnet, 'testCartId')).toMatch(/^9ea4962173b9cbbd/);
    expect(signActionRequest(dotnet, 'testCartId', 'stan', 'approvalCode', '1525')).toMatch(/^960cc4ad9c2f8dd7/);
  });

  it('should match the published answer vectors', () => {
    expect(signReport(django, '1', '961792', '96a5f58f-764c-4640-90ea-591280893bff')).toMatch(/^b77be564829eda56/);
    expect(signReport(django, '1', '307006', '4ae43ae9-af8f-4ddd-8a21-7864f9fe81fb')).toMatch(/^7a266ceb2abad800/);
    expect(signActionResponse(django, '38400', '1', '559974', 'c1c7ad40-6293-417e-9dff-8390822efcb6')).toMatch(
      /^9f3c7e03bfe3937a/,
    );
  });
});

describe("the simulator's amounts, times and cards", () => {
  it('should read TotalAmount only with a comma and two decimals', () => {
    expect(centsOfTotalAmount('1234,56')).toBe(123456);
    expect(centsOfTotalAmount('0,01')).toBe(1);
    for (const bad of ['1234.56', '1.234,56', '12,3', '12', '-1,00', '']) expect(centsOfTotalAmount(bad)).toBeNull();
  });

  it('should write amounts back as the gateway and the page do', () => {
    expect(totalAmountOfCents(5)).toBe('0,05');
    expect(displayEuros(123456)).toBe('1.234,56 €');
  });

  it('should write times on the Zagreb wall clock', () => {
    expect(gatewayTime(new Date('2020-04-23T08:24:57Z'))).toBe('20200423102457');
    expect(gatewayTime(new Date('2022-01-19T20:16:35Z'))).toBe('20220119211635');
  });

  it('should list only test cards that pass the Luhn check', () => {
    for (const card of TEST_CARDS) expect(normaliseCardNumber(card.number)).toBe(card.number);
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111111111111112')).toBeNull();
    expect(normaliseCardNumber('4111')).toBeNull();
  });
});
