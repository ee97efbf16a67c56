import { Type, type Static } from 'typebox';

export const ColumnChild = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  columnDir: Type.String(),
});

/** A column: id, title, columnDir, child[]. */
export const ColumnNode = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  columnDir: Type.String(),
  /** The column page's header picture; '' when the column has none. */
  image: Type.String(),
  child: Type.Array(ColumnChild),
});
export type ColumnNode = Static<typeof ColumnNode>;
