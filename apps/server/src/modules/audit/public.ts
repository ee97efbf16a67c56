/**
 * What other modules may use of the audit log: recording a console change in the transaction
 * that makes it.
 */
export { recordAudit, type AuditChange } from './audit.service.ts';
