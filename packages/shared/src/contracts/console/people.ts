import { Type, type Static } from 'typebox';
import { STAFF_ROLES, CONSOLE_SECTION_ROLES, type StaffRole } from '../../staff.ts';
import { PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/** The console's people: find an account, give or take staff roles, stop or restore it. */
const TAG = '后台·用户与角色';
const ROLES = CONSOLE_SECTION_ROLES.people;

const Role = Type.Unsafe<StaffRole>({
  type: 'string',
  enum: [...STAFF_ROLES],
  errorMessage: '角色不正确',
});
const UserId = Type.Integer({ minimum: 1, errorMessage: '用户不存在' });

export const Person = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  realname: Type.String(),
  userName: Type.String(),
  phone: Type.String(),
  roles: Type.Array(Role),
  /** When an administrator stopped the account; null while it is in use. */
  disabledAt: Type.Union([Type.String(), Type.Null()]),
  disabledReason: Type.String(),
  createdAt: Type.String(),
});
export type Person = Static<typeof Person>;

export const ListPeople = endpoint({
  method: 'GET',
  path: '/console/people',
  tag: TAG,
  summary: '查找用户（手机号前缀或姓名、昵称），可按角色筛选；新注册的在前',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 30, errorMessage: '搜索内容不能超过30个字' })),
    role: Type.Optional(Role),
  }),
  data: Type.Object({ list: Type.Array(Person), total: Type.Integer() }),
});

export const SetPersonRoles = endpoint({
  method: 'POST',
  path: '/console/people/roles',
  tag: TAG,
  summary: '设置用户的后台角色（整组替换；不能去掉自己的管理员角色）',
  roles: ROLES,
  body: Type.Object({
    userId: UserId,
    roles: Type.Array(Role, { maxItems: STAFF_ROLES.length, errorMessage: '角色不正确' }),
  }),
  data: Person,
});

export const SetPersonDisabled = endpoint({
  method: 'POST',
  path: '/console/people/status',
  tag: TAG,
  summary: '停用或恢复账号（停用时注销其所有登录；不能停用自己）',
  roles: ROLES,
  body: Type.Object({
    userId: UserId,
    disabled: Type.Boolean({ errorMessage: '请选择停用或恢复' }),
    reason: Type.Optional(Type.String({ maxLength: 400, errorMessage: '停用原因不能超过200个字' })),
  }),
  data: Person,
});

export const ResetPersonPassword = endpoint({
  method: 'POST',
  path: '/console/people/password',
  tag: TAG,
  summary: '重置密码：生成一个临时密码（只显示这一次），并注销该账号的所有登录',
  roles: ROLES,
  body: Type.Object({ userId: UserId }),
  data: Type.Object({ password: Type.String() }),
});
