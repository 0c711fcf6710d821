export { type MerStandIn, startMerStandIn } from './server.js';
