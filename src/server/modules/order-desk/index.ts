// The order desk's door: the back office's orders, their actions, the staff audit log and BoxNow's parcel events.
export { orderDeskRoutes } from './routes.js';
export { writeAudit } from './audit.js';
export {
  authorisationExpiry,
  authorisationSweepPlugin,
  captureAtOnce,
  captureExpiringAuthorisations,
} from './capture.js';
export { awaitingCaptureCount, refundsToMakeCount, returnsToReceiveCount } from './queues.js';
