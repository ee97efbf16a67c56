import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** Stands in for a value (or one item of a list) while the query is compiled. */
class Slot {
  readonly name: string;
  readonly index: number | null;

  constructor(name: string, index: number | null) {
    this.name = name;
    this.index = index;
  }

  valueIn(values: Record<string, unknown>): unknown {
    const value = values[this.name];
    return this.index === null ? value : (value as unknown[])[this.index];
  }
}

/**
 * A query whose SQL text depends on nothing but the lengths of its lists — no clause chosen by
 * a value — built and compiled by Kysely once per database handle and list lengths, then run
 * with each call's values bound to the compiled text. For the hottest requests: building and
 * compiling a query took longer than SQLite takes to run a simple statement.
 *
 * The builder receives stand-ins for the values (lists of stand-ins for lists), so it may only
 * hand them to Kysely one by one as values (never look at them to shape the query, nor pass
 * the whole object, whose keys it cannot list). A list must not be empty (`in ()` is no SQL).
 * Every value is bound as given: an undefined one is bound as NULL, where a built insert would
 * leave the column to its default.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  // By the handle's adapter, which a handle shares with its transactions and which decides the
  // SQL dialect, then by the lengths of the lists.
  const compiled = new WeakMap<object, Map<string, CompiledQuery<Row>>>();
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let byShape = compiled.get(adapter);
    if (!byShape) {
      byShape = new Map();
      compiled.set(adapter, byShape);
    }
    const shape = shapeOf(values);
    let query = byShape.get(shape);
    if (!query) {
      query = build(db, standInsFor(values)).compile();
      byShape.set(shape, query);
    }
    const parameters = query.parameters.map((value) =>
      value instanceof Slot ? value.valueIn(values) : value,
    );
    const compiledQuery: CompiledQuery<Row> = { ...query, parameters };
    return (await db.executeQuery(compiledQuery)).rows;
  };
}

/** The lengths of the lists among the values: all the SQL text depends on. */
function shapeOf(values: Record<string, unknown>): string {
  let shape = '';
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) shape += `${name}:${value.length};`;
  }
  return shape;
}

function standInsFor<Values extends Record<string, unknown>>(values: Values): Values {
  return new Proxy({} as Values, {
    get: (_target, name) => {
      const key = String(name);
      const value = values[key];
      return Array.isArray(value)
        ? value.map((_item, index) => new Slot(key, index))
        : new Slot(key, null);
    },
    ownKeys: () => {
      throw new Error('preparedQuery: hand the values to the query one by one');
    },
  });
}
