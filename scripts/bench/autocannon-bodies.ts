// autocannon 9 appends each chunk of every answer's body to a string (`request.body += chunk`, in
// lib/pipelinedRequestsQueue.js): a UTF-8 decode of every byte received, in the load generator's one thread, for
// the body checks (expectBody, verifyBody) our benches do not use. For text that is cheap; for a compressed page
// or an image it is not: a bare Fastify answering the product page's 8.6 KB of brotli gave 5,200 req/s while the
// same number of ASCII bytes gave 32,000-40,000, and the shop's own process sat 20-50% idle while its pages were
// measured. The load generator measured itself. With this, a body is counted, not decoded.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};

/** Bodies are not kept: call before the first run, and use no expectBody or verifyBody. */
export function countBodiesWithoutDecoding(): void {
  PipelinedRequestsQueue.prototype.addBody = () => {
    // Nothing to keep: each answer's bytes are counted from the socket (addByteCount), as before.
  };
}
