/** The tabs of /profil (docs/spec/shop.md 2), kept apart so the route's search validation pulls in no screen code. */
export const PROFILE_TABS = ['moj_racun', 'lista_zelja', 'povijest_narudbi', 'upravljaj_lozinkom'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
