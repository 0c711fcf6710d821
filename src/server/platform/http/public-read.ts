import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every shopper of a domain and language (a public catalogue or CMS read): the edge
     * may keep it and hand it to the next shopper (docs/decisions/0187-one-answer-cache.md). The handler answers as
     * any other; nothing in it may depend on who asks.
     */
    publicRead?: boolean;
    /**
     * A public read that one kind of caller may ask for an answer of its own (the CMS preview for staff,
     * docs/decisions/0249-cms-preview-as-a-persona.md): when `granted` holds, the handler answers that request
     * alone, `private, no-store`, never kept; the public answer names `header` in its Vary, so no cache hands a
     * kept public copy to a request that asks with it.
     */
    personalRead?: PersonalRead;
  }
}

export interface PersonalRead {
  header: string;
  granted: (request: FastifyRequest) => boolean;
}

/** The route options of a public read (see `publicRead` above). */
export const publicRead = { config: { publicRead: true } };

/** A public read with a personal answer for the callers `granted` picks (see `personalRead` above). */
export const publicReadUnless = (personal: PersonalRead) => ({ config: { publicRead: true, personalRead: personal } });
