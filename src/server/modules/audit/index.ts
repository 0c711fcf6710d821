// The audit module's public surface: other modules import from here only (docs/architecture.md).
export { auditRoutes } from './routes.js';
export { type ChangeEntry, diffFields, recordChange, recordChanges, type StaffActor, staffOf } from './record.js';
export { writeAudit } from './staff-actions.js';
