export { type MerCredentials, type MerStandIn, startMerStandIn } from './server.js';
