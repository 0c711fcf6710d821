/**
 * A carrier's tracking page as a delivery method's setting (docs/decisions/0196-tracking-link-per-delivery-method.md):
 * an https URL template in which `{tracking}` stands, once, for the parcel's number.
 */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** True for an https URL with exactly one `{tracking}` that is still a URL once the number is put in. */
export function isTrackingTemplate(template: string): boolean {
  if (template.split(TRACKING_PLACEHOLDER).length !== 2) return false;
  try {
    return new URL(template.replace(TRACKING_PLACEHOLDER, '0')).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The carrier's page for one parcel: the number, URL-encoded, in place of `{tracking}`. */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.replace(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}
