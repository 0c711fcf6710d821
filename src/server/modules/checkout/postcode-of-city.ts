import { fieldMessages } from '@shared/validation/messages.js';
import { croatianGazetteer } from '../delivery/boxnow/index.js';
import { AppError } from '../../platform/errors/index.js';

/**
 * A Croatian address whose town the offline gazetteer knows must carry a postal code of that town's region
 * ('Osijek' with 10000 is refused on the postal code). A town the gazetteer lacks (a hamlet) is left to the
 * code's own check in the shared form rule (docs/decisions/0195-verification-resend-and-postcodes.md).
 */
export function requirePostcodeOfCity(address: { country: string; city: string; zipCode: string }, field: string) {
  if (address.country !== 'HR') return;
  const gazetteer = croatianGazetteer();
  const code = address.zipCode.trim();
  const places = gazetteer.placesNamed(address.city);
  if (places.length === 0 || places.some((place) => gazetteer.inRegion(place, code))) return;
  throw new AppError('VALIDATION_FAILED', {
    message: fieldMessages.fieldError,
    payload: { fields: [{ field, message: fieldMessages.postcodeNotOfCity }] },
  });
}
