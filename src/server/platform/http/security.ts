import fp from 'fastify-plugin';

/**
 * Security headers on every answer (docs/decisions/0037-sanitised-content-and-security-headers.md). The HTML page sets its own Content-Security-Policy
 * (it needs the hash of the injected config script), see spa.ts.
 */
export const securityHeaders = fp(
  async (app) => {
    const always: Array<[string, string]> = [
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['cross-origin-opener-policy', 'same-origin'],
      ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ];
    if (app.config.NODE_ENV === 'production') {
      always.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
    }
    // A callback hook, not an async one: it runs on every answer, and a promise per hook is measurable there.
    app.addHook('onSend', (request, reply, payload, done) => {
      // A page that may be framed by the shop itself says so (the CMS preview, docs/decisions/0249); none other may.
      for (const [name, value] of always)
        if (name !== 'x-frame-options' || !reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy')) {
        // JSON and media never need to run anything.
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      }
      // API answers carry tokens, carts, profiles and orders: never stored by a browser or a shared cache unless a
      // route says otherwise (docs/decisions/0041-api-answers-not-stored.md).
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['db'] },
);
