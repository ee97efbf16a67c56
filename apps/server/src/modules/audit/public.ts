/**
 * What other modules may use of the audit log: recording a console change in the transaction
 * that makes it, and the name a staff member goes by in it.
 */
export { recordAudit, type AuditChange } from './audit.service.ts';
export { findActorName as staffName } from './audit.repository.ts';
