/** Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit (docs/decisions/0026-company-oib.md). */
export function isValidOib(oib: string): boolean {
  if (!/^[0-9]{11}$/.test(oib)) return false;
  let a = 10;
  for (let i = 0; i < 10; i++) {
    a = (a + Number(oib[i])) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const check = 11 - a === 10 ? 0 : 11 - a;
  return check === Number(oib[10]);
}
