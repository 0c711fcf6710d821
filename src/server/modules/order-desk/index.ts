// The order desk's door: the back office's orders, their actions and BoxNow's parcel events.
export { orderDeskRoutes } from './routes.js';
export {
  authorisationExpiry,
  authorisationSweepPlugin,
  captureAtOnce,
  captureExpiringAuthorisations,
} from './capture.js';
export { awaitingCaptureCount, refundsToMakeCount, returnsToReceiveCount } from './queues.js';
