import type { PasswordChangeValues } from '@shared/validation/account.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** The password tab's call: other devices are logged out, this session stays. */
export async function changePassword(api: ApiClient, values: PasswordChangeValues): Promise<void> {
  await unwrap(api.POST('/api/v1/user/password/change', { body: values, middleware: [quiet] }));
}
