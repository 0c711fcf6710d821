/** Removes one of the shop's own cookies (the cart session cookies on logout); nothing to do outside a page. */
export function expireCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
