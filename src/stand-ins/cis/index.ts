export {
  type CisBehaviour,
  type CisStandIn,
  type CisStandInOptions,
  type RecordedRequest,
  startCisStandIn,
} from './server.js';
