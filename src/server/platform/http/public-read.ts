declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every shopper of a domain and language (a public catalogue or CMS read): the edge
     * may keep it and hand it to the next shopper (docs/decisions/0187-one-answer-cache.md). The handler answers as
     * any other; nothing in it may depend on who asks.
     */
    publicRead?: boolean;
  }
}

/** The route options of a public read (see `publicRead` above). */
export const publicRead = { config: { publicRead: true } };
