// The simulator's test cards: each number says how the payment and the server-to-server callback behave.

/** When the callback for an approved payment goes out, relative to sending the shopper back. */
export type CallbackMode = 'after-return' | 'before-return' | 'twice' | 'late' | 'none';

export type CardOutcome =
  | { kind: 'approve'; callback: CallbackMode | 'default' }
  | { kind: 'decline' }
  | { kind: 'timeout' }
  | { kind: 'error' };

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  /** What the hosted page tells the tester. */
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111111111111111',
    outcome: { kind: 'approve', callback: 'default' },
    label: 'Odobreno; callback prema postavci simulatora (zadano: odmah nakon povratka kupca)',
  },
  {
    number: '5555555555554444',
    outcome: { kind: 'approve', callback: 'before-return' },
    label: 'Odobreno; callback stiže prije povratka kupca u trgovinu',
  },
  {
    number: '4012888888881881',
    outcome: { kind: 'approve', callback: 'twice' },
    label: 'Odobreno; callback stiže dvaput',
  },
  { number: '378282246310005', outcome: { kind: 'approve', callback: 'late' }, label: 'Odobreno; callback kasni' },
  {
    number: '3530111333300000',
    outcome: { kind: 'approve', callback: 'none' },
    label: 'Odobreno; callback ne stiže (potvrda samo upitom StatusCheck)',
  },
  {
    number: '4000000000000002',
    outcome: { kind: 'decline' },
    label: 'Odbijeno; nakon trećeg neuspjelog pokušaja kupac se vraća na ReturnErrorURL',
  },
  {
    number: '4000000000000069',
    outcome: { kind: 'timeout' },
    label: 'Isteklo vrijeme za unos; kupac se vraća na CancelURL (ResponseCode 16)',
  },
  {
    number: '4000000000000119',
    outcome: { kind: 'error' },
    label: 'Greška u komunikaciji s bankom; kupac se vraća na ReturnErrorURL',
  },
];

/** Digits only, then the Luhn check every card number passes. */
export function normaliseCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? digits : null;
}

/** A number that is a card but not one of ours is declined: the page lists the ones that do something. */
export function outcomeOf(cardNumber: string): CardOutcome {
  return TEST_CARDS.find((c) => c.number === cardNumber)?.outcome ?? { kind: 'decline' };
}

export function cardBrand(cardNumber: string): string {
  if (/^3[47]/.test(cardNumber)) return 'AMEX';
  if (/^35/.test(cardNumber)) return 'JCB';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MASTERCARD';
  if (/^4/.test(cardNumber)) return 'VISA';
  return 'MAESTRO';
}

/** 411111******1111: the first six and last four digits, as the gateway reports a card. */
export const maskCardNumber = (n: string) => `${n.slice(0, 6)}${'*'.repeat(n.length - 10)}${n.slice(-4)}`;

/** "4111 1111 1111 1111" for the page. */
export const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
