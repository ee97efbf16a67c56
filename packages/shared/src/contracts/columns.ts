import { Type, type Static } from 'typebox';
import { endpoint } from './contract.ts';

/** The news column tree: the header, the column pages and the site map are built from it. */
const TAG = '资讯';

/** A column as lists and breadcrumbs name it. */
export const ColumnRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  columnDir: Type.String(),
});
export type ColumnRef = Static<typeof ColumnRef>;

/** A top column: id, title, columnDir, child[]. */
export const ColumnNode = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  columnDir: Type.String(),
  /** The column page's header picture; '' when the column has none. */
  image: Type.String(),
  child: Type.Array(ColumnRef),
});
export type ColumnNode = Static<typeof ColumnNode>;

/** The whole tree in display order; the header decides which of the columns it shows. */
export const GetHeadColumns = endpoint({
  method: 'GET',
  path: '/pc/headColumns',
  tag: TAG,
  summary: '栏目树（头部导航、网站地图）',
  data: Type.Array(ColumnNode),
});
