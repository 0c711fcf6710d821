import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, login } from './auth-helpers.js';

/** The seed's content editor (content permission) and packer (none), as the edit mode's API tests sign them in. */
export const EDITOR = { email: 'urednik@zvijezda-shop.hr', password: 'Urednik2024!' };
export const PACKER = { email: 'pakiranje@zvijezda-shop.hr', password: 'Pakiranje2024!' };

/** A test app of its own with the editor's and the packer's access tokens (a file's `beforeAll`). */
export async function cmsStaffApp(): Promise<{ t: TestApp; editor: string; packer: string }> {
  const t = await createTestApp({ env: AUTH_ENV });
  const editor = (await login(t, EDITOR.email, EDITOR.password)).accessToken;
  const packer = (await login(t, PACKER.email, PACKER.password)).accessToken;
  return { t, editor, packer };
}

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** A call to the file's app, as the token's owner when one is given. */
export const callerOf = (app: () => TestApp) => (method: Method, url: string, token?: string, payload?: unknown) =>
  app().app.inject({
    method,
    url,
    headers: app().headers(token ? bearer(token) : {}),
    ...(payload ? { payload } : {}),
  });
