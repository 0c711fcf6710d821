// The order desk's door: the back office's orders, their actions, the staff audit log and BoxNow's parcel events.
export { orderDeskRoutes } from './routes.js';
export { runDeskAction, type ActionRequest } from './actions.js';
export { receiveParcelEvent } from './parcel-events.js';
export { writeAudit, type AuditEntry } from './audit.js';
export {
  authorisationExpiry,
  authorisationSweepPlugin,
  captureAtOnce,
  captureExpiringAuthorisations,
} from './capture.js';
export { awaitingCaptureCount, bankRefundsToMake, refundsToMakeCount, returnsToReceiveCount } from './queues.js';
