import { Type, type TSchema } from 'typebox';
import { ApiCode, type ApiEnvelope } from '@shangan/shared';

/** Builds the `{code, msg, data}` body of a success. */
export function ok<T>(data: T, msg = 'success'): ApiEnvelope<T> {
  return { code: ApiCode.OK, msg, data };
}

/** Response schema of an envelope around `data`: documents the route and speeds serialization. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/** Response schema of an error envelope, for the OpenAPI docs. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
});
