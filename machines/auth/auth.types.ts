/** Shapes the auth machine exchanges with its injected actors (kept apart so the client can import them alone). */
export type Strategy = 'local' | 'social' | 'refresh' | 'admin';

export interface AuthTokens {
  accessToken: string;
  /** Epoch ms after which the access token is treated as expired (a little before the server's expiry). */
  expiresAt: number;
}

export interface AuthUser {
  id: number | string;
  email: string;
  displayName: string;
  isBackofficeUser: boolean;
  scope: string[];
  /** The membership card on the profile: the cart applies it on load when it differs from the cookie. */
  memberCardBarcode?: string | null;
}

export type LoginRequest =
  | { strategy: 'local' | 'admin'; username: string; password: string }
  | { strategy: 'social'; provider: 'facebook' | 'google'; code: string; state: string; redirectUri: string };
