export {
  type CisStandIn,
  type RecordedRequest,
  startCisStandIn,
} from './server.js';
