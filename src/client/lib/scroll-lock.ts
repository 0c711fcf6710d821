/**
 * The page behind an open overlay (mobile menu, filter drawer, gallery modal) does not scroll: one class on
 * <body> (`scroll-locked`, in the base styles). Machines name the effects `lockBodyScroll` / `unlockBodyScroll`
 * and their views inject these.
 */
const LOCKED = 'scroll-locked';

export function lockBodyScroll(): void {
  document.body.classList.add(LOCKED);
}

export function unlockBodyScroll(): void {
  document.body.classList.remove(LOCKED);
}
