import type { Static, TSchema } from 'typebox';
import type { StaffRole } from '../staff.ts';

/**
 * One endpoint's contract: where it lives and what goes in and out, declared once and used by
 * the server (route schema: validation, serialization, /docs) and by every client (types).
 *
 * Clients import contracts with `import type` only: the schemas are values the server needs at
 * run time, the browser only their types (lint keeps TypeBox out of the web bundles).
 */
export interface EndpointContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path below the API's prefix (`/api/v1` or `/gxw-web-student`), `:name` for parameters. */
  path: string;
  /** The /docs group and one line saying what the endpoint does, in Chinese. */
  tag: string;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The `data` of the success envelope `{ code: 200, msg, data }`. */
  data: TSchema;
  /**
   * Staff endpoints (the console): the roles that may call it, besides admin. The server checks
   * them before anything else (a learner learns nothing, not even which fields are wrong); the
   * console shows a section only to people holding one.
   */
  roles?: readonly StaffRole[];
}

/** Declares a contract, keeping its literal method and path for the types below. */
export function endpoint<const C extends EndpointContract>(contract: C): C {
  return contract;
}

type StaticOf<S> = S extends TSchema ? Static<S> : never;

/** What a success answers in `data`. */
export type DataOf<C extends EndpointContract> = Static<C['data']>;
/** The request body the server accepts. */
export type BodyOf<C extends EndpointContract> = StaticOf<C['body']>;
/** The query string the server accepts. */
export type QueryOf<C extends EndpointContract> = StaticOf<C['querystring']>;
/** The path parameters the server accepts. */
export type ParamsOf<C extends EndpointContract> = StaticOf<C['params']>;

type FillPath<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${FillPath<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** The paths a client may call for this contract: its path with every `:name` filled in. */
export type PathOf<C extends EndpointContract> = FillPath<C['path']>;
