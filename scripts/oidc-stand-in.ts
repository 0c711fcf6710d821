// Local OpenID Connect provider for the social-login e2e test and for trying social login without Google.
//   OIDC_PORT=3299 node --import tsx scripts/oidc-stand-in.ts
// Start the shop with:
//   SOCIAL_GOOGLE_ISSUER=http://127.0.0.1:3299 SOCIAL_GOOGLE_CLIENT_ID=fan-shop SOCIAL_GOOGLE_CLIENT_SECRET=fan-shop-secret
// (the same three with FACEBOOK for the Facebook button). It signs in the demo account at once, no form.
import { DEMO_SOCIAL_ACCOUNT, startOidcStandIn } from '../tests/support/oidc.js';

const port = Number(process.env.OIDC_PORT ?? 3299);
const shop = (process.env.SHOP_URL ?? 'http://127.0.0.1:3210').replace(/\/+$/, '');
const idp = await startOidcStandIn({
  port,
  redirectUris: [`${shop}/social-login`, 'http://localhost:3210/social-login', 'http://localhost:5173/social-login'],
});
console.log(
  `OIDC stand-in at ${idp.issuer} (client ${idp.clientId} / ${idp.clientSecret}); signs in ${DEMO_SOCIAL_ACCOUNT.email}`,
);
const stop = () => idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
