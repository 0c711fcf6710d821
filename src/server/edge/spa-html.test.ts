import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../platform/config.js';
import { renderIndex, type ShopConfig, shopConfigFor } from './spa-html.js';

const config: ShopConfig = {
  apiKey: 'k',
  apiKeyId: 1,
  siteId: 1,
  storeId: 1,
  siteName: '</script><script>alert(1)</script>',
  publicUrl: 'http://localhost:3000',
  maintenance: false,
  production: true,
  socialProviders: [],
};

describe('renderIndex', () => {
  it('should inject the config before </head> without letting a value close the script', () => {
    const { html } = renderIndex('<html><head><title>x</title></head><body></body></html>', config);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html.indexOf('__SHOP_CONFIG__')).toBeLessThan(html.indexOf('</head>'));
  });

  it('should allow exactly the injected script by its hash', () => {
    const { html, csp } = renderIndex('<head></head>', config);
    const script = /<script>(.*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  });

  it('should let forms post to each payment page origin, naming each once', () => {
    const origins = ['https://form.wspay.example', 'http://127.0.0.1:4300', 'http://127.0.0.1:4300'];
    const { csp } = renderIndex('<head></head>', config, [], origins);
    expect(csp).toContain("form-action 'self' https://form.wspay.example http://127.0.0.1:4300;");
  });
});

describe('shopConfigFor', () => {
  it('should name only the social logins that have all their settings', () => {
    const app = {
      SHOP_NAME: 'Shop',
      NODE_ENV: 'test',
      SOCIAL_GOOGLE_ISSUER: 'https://accounts.example',
      SOCIAL_GOOGLE_CLIENT_ID: 'id',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
      SOCIAL_FACEBOOK_ISSUER: 'https://facebook.example',
      // Only the settings shopConfigFor reads.
    } as unknown as AppConfig;
    expect(shopConfigFor(undefined, app, 'http://localhost').socialProviders).toEqual(['google']);
    expect(shopConfigFor(undefined, { SHOP_NAME: 'Shop' } as AppConfig, 'x').socialProviders).toEqual([]);
  });
});
