import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/** The console's audit log: every change made there, read-only (administrators). */
const TAG = '后台·操作日志';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actorId: Type.Integer(),
  actorName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  /** The row before and after, as stored (JSON text; 'null' when there was none). */
  before: Type.String(),
  after: Type.String(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const ListAuditLog = endpoint({
  method: 'GET',
  path: '/console/audit',
  tag: TAG,
  summary: '操作日志（新的在前；可按对象筛选）',
  roles: CONSOLE_SECTION_ROLES.audit,
  querystring: Type.Object({
    ...PageQuery.properties,
    entity: Type.Optional(
      Type.String({ maxLength: 40, pattern: '^[a-z_]+$', errorMessage: '对象类型不正确' }),
    ),
    entityId: Type.Optional(Type.String({ maxLength: 40, errorMessage: '对象编号不正确' })),
  }),
  data: PageOf(AuditEntry),
});
