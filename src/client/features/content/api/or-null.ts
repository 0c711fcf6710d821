import { isApiError } from '../../../lib/api-client.js';

/** A missing post, category, tag or event is null (the route shows the 404 page), so the lookups are quiet. */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}
