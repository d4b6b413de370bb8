import type { CompiledQuery, Compilable, QueryResult } from 'kysely';
import type { Db } from './database.js';

/**
 * A query on a hot path (every login, every authenticated call) compiled to SQL once rather than on
 * every call: Kysely builds and compiles an operation tree per query, which costs about as much as
 * running a small indexed query on SQLite.
 *
 * `build(param)` returns the query with `param(i)` where the i-th argument goes; the SQL is compiled on
 * first use and each call swaps those placeholders in the parameter list for its arguments. Only for
 * queries whose SQL does not depend on the values (no IN lists, no optional clauses): a placeholder the
 * compiled parameters do not contain is a programming error and throws.
 */
export type Param = <T>(index: number) => T;

const marker = (index: number) => `\u0000precompiled-parameter-${index}\u0000`;

export const precompile = <Row>(arity: number, build: (param: Param) => Compilable<Row>) => {
  let compiled: CompiledQuery<Row> | undefined;
  let positions: number[] = [];

  const compile = (): CompiledQuery<Row> => {
    const query = build(<T>(index: number) => marker(index) as T).compile();
    positions = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith('\u0000precompiled-parameter-')
        ? Number(value.slice('\u0000precompiled-parameter-'.length, -1))
        : -1,
    );
    for (let i = 0; i < arity; i += 1) {
      if (!positions.includes(i)) throw new Error(`precompiled query does not use parameter ${i}`);
    }
    return query;
  };

  /** Runs the query on `executor` (the database or a transaction) with `args` in placeholder order. */
  return async (executor: Db, ...args: unknown[]): Promise<QueryResult<Row>> => {
    compiled ??= compile();
    const { parameters } = compiled;
    return executor.executeQuery<Row>({
      ...compiled,
      parameters: positions.map((at, i) => (at < 0 ? parameters[i] : args[at])),
    });
  };
};
