import { Type } from 'typebox';

/** Money at the edge: yuan with two decimals ("199.00"); the database keeps integer fen. */
export const Yuan = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });

/** A page of a list: its rows and how many there are in all. */
export const PageOf = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer() });

/** `?page=&pageSize=` of a paged list, 1-based, at most 50 rows a page. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' }),
  ),
});

/** An instant with its offset (2026-12-01T08:00:00+08:00, or toISOString's Z), as pickers send it. */
export const Instant = (errorMessage: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    errorMessage,
  });
