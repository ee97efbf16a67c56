import { sql } from 'kysely';

/**
 * `column` contains what a person typed, `%` and `_` included as themselves: escaped with a
 * backslash, named as the escape character for SQLite (PostgreSQL's default is the same).
 */
export function containsText(column: string, typed: string) {
  const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
