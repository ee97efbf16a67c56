import { Type, type Static } from 'typebox';
import { CITY_NAME_MAX, COLUMN_TITLE_MAX, ConsoleColumnMsg } from '../../console-columns.ts';
import { URL_MAX } from '../../site-content.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's portal structure (栏目与分站), for editors: the news column tree and the city
 * sub-sites. Every change is audited and reaches every instance's cached pages at once.
 */
const TAG = '后台·栏目与分站';
const ROLES = CONSOLE_SECTION_ROLES.columns;

const NewOrId = (message: string) =>
  Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { errorMessage: message });
const Dir = Type.String({ maxLength: 32, errorMessage: ConsoleColumnMsg.dirInvalid });
const Direction = Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] });

const ColumnFields = {
  id: Type.Integer(),
  title: Type.String(),
  dir: Type.String(),
  /** The header picture of its page ('' for none). */
  image: Type.String(),
  /** Published articles and drafts filed under it. */
  articles: Type.Integer(),
};
export const ConsoleColumn = Type.Object({
  ...ColumnFields,
  children: Type.Array(Type.Object(ColumnFields)),
});
export type ConsoleColumn = Static<typeof ConsoleColumn>;

export const ConsoleCity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  dir: Type.String(),
  /** Articles, drafts, ads and calendar entries of the sub-site. */
  contents: Type.Integer(),
});
export type ConsoleCity = Static<typeof ConsoleCity>;

export const ListConsoleColumns = endpoint({
  method: 'GET',
  path: '/console/columns',
  tag: TAG,
  summary: '栏目树（两级，按显示顺序）与城市分站',
  roles: ROLES,
  data: Type.Object({
    columns: Type.Array(ConsoleColumn),
    cities: Type.Array(ConsoleCity),
  }),
});

export const SaveConsoleColumn = endpoint({
  method: 'POST',
  path: '/console/columns/save',
  tag: TAG,
  summary: '新建栏目（排在同级最后）或修改名称、目录名、头图与上级',
  roles: ROLES,
  body: Type.Object({
    id: NewOrId(ConsoleColumnMsg.columnNotFound),
    parentId: NewOrId(ConsoleColumnMsg.parentNotFound),
    title: Type.String({
      maxLength: COLUMN_TITLE_MAX * 2,
      errorMessage: ConsoleColumnMsg.titleTooLong,
    }),
    dir: Dir,
    image: Type.String({ maxLength: URL_MAX, errorMessage: ConsoleColumnMsg.imageInvalid }),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const MoveConsoleColumn = endpoint({
  method: 'POST',
  path: '/console/columns/move',
  tag: TAG,
  summary: '在同级栏目中上移或下移',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1 }), direction: Direction }),
  data: Type.Null(),
});

export const RemoveConsoleColumn = endpoint({
  method: 'POST',
  path: '/console/columns/remove',
  tag: TAG,
  summary: '删除没有二级栏目、文章和草稿的栏目',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  data: Type.Null(),
});

export const SaveConsoleCity = endpoint({
  method: 'POST',
  path: '/console/cities/save',
  tag: TAG,
  summary: '新建城市分站（排在最后）或修改名称、省份与目录名',
  roles: ROLES,
  body: Type.Object({
    id: NewOrId(ConsoleColumnMsg.cityNotFound),
    name: Type.String({
      maxLength: CITY_NAME_MAX * 2,
      errorMessage: ConsoleColumnMsg.cityNameTooLong,
    }),
    province: Type.String({ maxLength: 16, errorMessage: ConsoleColumnMsg.provinceInvalid }),
    dir: Dir,
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const MoveConsoleCity = endpoint({
  method: 'POST',
  path: '/console/cities/move',
  tag: TAG,
  summary: '调整城市分站的顺序',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1 }), direction: Direction }),
  data: Type.Null(),
});

export const RemoveConsoleCity = endpoint({
  method: 'POST',
  path: '/console/cities/remove',
  tag: TAG,
  summary: '删除没有文章、草稿、广告和日历的城市分站',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  data: Type.Null(),
});
