/** The login page's search parameter naming where a successful login goes back to. */
export const RETURN_PARAM = 'povratak';

/** /prijava that comes back to the page the visitor is on (docs/decisions/0016-post-login-return-path.md). */
export function loginHrefBackTo(location: Pick<Location, 'pathname' | 'search'>): string {
  return `/prijava?${RETURN_PARAM}=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
