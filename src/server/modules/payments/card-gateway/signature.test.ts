import { describe, expect, it } from 'vitest';
import {
  actionRequestSignature,
  actionResponseSignature,
  browserReturnSignature,
  formRequestSignature,
  signatureMatches,
  statusCheckSignature,
  transactionReportSignature,
} from './signature.js';

// Published vectors, copied as they are:
// - wspay-dotnet (blank-development/wspay-dotnet, WSPay.Net.Test/Factories/SignatureFactoryTest.cs):
//   shop "regularShopId" / "regularShopSecret", cart "testCartId", 15.25.
// - django-wspay (portant-shop/django-wspay, wspay/tests/utils.py and test_wspay.py): shop "MojShop" (the configured
//   WS_PAY_SHOP_ID) with secret "3DfEO2B5Jjm4VC1Q3vEh". Its fixtures' ShopID fields read MYSHOP and LJEKPLUS, but the
//   signatures verify only with MojShop, the shop the test suite configures: the signature uses our own ShopID.
const dotnetShop = { shopId: 'regularShopId', secretKey: 'regularShopSecret' };
const djangoShop = { shopId: 'MojShop', secretKey: '3DfEO2B5Jjm4VC1Q3vEh' };

describe('signature formulas against the published test vectors', () => {
  it('should sign the hosted-form request like wspay-dotnet (testCartId, 15,25)', () => {
    expect(formRequestSignature(dotnetShop, 'testCartId', '1525')).toBe(
      '05b44b25ce8883c16e40cff78163ddfd40a5b86baf6f042a848cddebbe9a8db2fc03079f7cfa31c13d469f262ad93540445f9433a8df51dff689c59ec1596234',
    );
  });

  it('should sign the StatusCheck request like wspay-dotnet', () => {
    expect(statusCheckSignature(dotnetShop, 'testCartId')).toBe(
      '9ea4962173b9cbbddceb7e54311a92127df62c6c5e04be3e10014bf8dd3bf954588f701fa7fffcc432cc81c402be799c88f68ddcca0baebbd466e07df7aacb4d',
    );
  });

  it('should sign a completion, refund or void request like wspay-dotnet (1525 cents)', () => {
    const target = { wsPayOrderId: 'testCartId', stan: 'stan', approvalCode: 'approvalCode' };
    expect(actionRequestSignature(dotnetShop, target, '1525')).toBe(
      '960cc4ad9c2f8dd73be60fe5a9095f322ae13f44af5a94023cf4c17eaf31ad87d70f0f8347cb50005a8cb8881a93529ef05ac6ae00937e5db77e54c58fde6c76',
    );
  });

  it('should verify the signature of the callback fixture of django-wspay (TRANSACTION_REPORT)', () => {
    const report = { actionSuccess: '1', approvalCode: '961792', wsPayOrderId: '96a5f58f-764c-4640-90ea-591280893bff' };
    expect(transactionReportSignature(djangoShop, report)).toBe(
      'b77be564829eda566d516d544b08e6ff16968ce13c5566781ae12621c685819b14ae1fea124a87fa1e72b94127a91cd319982b065b4a4d490ff875e6dc115f93',
    );
  });

  it('should verify the signature of the StatusCheck answer fixture of django-wspay (STATUS_CHECK_RESPONSE)', () => {
    const report = { actionSuccess: '1', approvalCode: '307006', wsPayOrderId: '4ae43ae9-af8f-4ddd-8a21-7864f9fe81fb' };
    expect(transactionReportSignature(djangoShop, report)).toBe(
      '7a266ceb2abad8001fa33a8dac5a270a47a716521bab40cc88e3158843fbf70d176dc832462bf904436ed3d3060b30623a76af3d040918ab005108249dd962d0',
    );
  });

  it('should verify the signature of the completion/refund/void answer fixture of django-wspay', () => {
    const answer = {
      wsPayOrderId: 'c1c7ad40-6293-417e-9dff-8390822efcb6',
      stan: '38400',
      approvalCode: '559974',
      actionSuccess: '1',
    };
    expect(actionResponseSignature(djangoShop, answer)).toBe(
      '9f3c7e03bfe3937a1dd82fec8de8719c12ce01679fcf0f96070436b094f7192dab0ff1c8bef64d65f167049c9df4ca46a12efa1de2a52cba83b20c9cda88ff2f',
    );
  });

  // No public test suite signs a browser return, so these two were computed here with Python's hashlib from the
  // formula of django-wspay's verify_response: a check that the parts and their order are right, not a published vector.
  it('should sign a browser return as ShopID, secret, cart, secret, Success, secret, ApprovalCode, secret', () => {
    const cart = '1c731772-e407-45f8-b576-7e20b0e8642d';
    expect(browserReturnSignature(djangoShop, cart, '1', '961792')).toBe(
      '78137959c765e7e15064638affa7716b2fc887e7e3ec8a3dec39bb0f359fec5084ba6a02b0ea7c509c694ba38d5ca808cacb22de93bea17bf712d129058552e6',
    );
    expect(browserReturnSignature(djangoShop, cart, '0', '')).toBe(
      'f31658f366b6c827c12cbf2bf62d18b9b2f91efdaff60e7772adf22ddf69ab72ab8eb12439762f4aa4f955c97e79292abaa0b78a8fa0e198601092597873190b',
    );
  });

  it('should hash the UTF-8 bytes of the text, so a shop id with č signs differently from one with c', () => {
    const withC = formRequestSignature({ shopId: 'Zvijezda-c', secretKey: 's' }, 'x', '100');
    const withCaron = formRequestSignature({ shopId: 'Zvijezda-č', secretKey: 's' }, 'x', '100');
    expect(withC).not.toBe(withCaron);
    expect(withCaron).toMatch(/^[0-9a-f]{128}$/);
  });
});

describe('signatureMatches', () => {
  const expected = formRequestSignature(dotnetShop, 'testCartId', '1525');

  it('should accept the same signature, also written in upper case', () => {
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
  });

  it('should refuse a signature one digit off, a missing one and anything that is not 128 hex digits', () => {
    const lastDigit = expected.at(-1) === '0' ? '1' : '0';
    expect(signatureMatches(expected, `${expected.slice(0, -1)}${lastDigit}`)).toBe(false);
    expect(signatureMatches(expected, undefined)).toBe(false);
    expect(signatureMatches(expected, '')).toBe(false);
    expect(signatureMatches(expected, expected.slice(0, 64))).toBe(false);
    expect(signatureMatches(expected, `${expected}00`)).toBe(false);
    expect(signatureMatches(expected, `${expected.slice(0, -1)}g`)).toBe(false);
    expect(signatureMatches(expected, [expected])).toBe(false);
  });
});
