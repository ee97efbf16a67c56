import { Type } from 'typebox';
import { Msg, PHONE_PATTERN, SMS_CODE_LENGTH } from '@shangan/shared';

/**
 * Request fields with the site's exact form messages (docs/areas/accounts.md). Form-encoded
 * bodies arrive as strings, so every field is a string here.
 */
export const Phone = (required: string = Msg.phoneRequired, invalid: string = Msg.phoneInvalid) =>
  Type.String({
    minLength: 1,
    maxLength: 11,
    pattern: PHONE_PATTERN.source,
    errorMessage: { required, pattern: invalid, maxLength: invalid },
  });

export const SmsCode = Type.String({
  minLength: 1,
  maxLength: SMS_CODE_LENGTH,
  pattern: `^\\d{${SMS_CODE_LENGTH}}$`,
  errorMessage: { required: Msg.codeRequired, default: Msg.codeInvalid },
});

export const NewPassword = Type.String({
  minLength: 6,
  maxLength: 32,
  errorMessage: { required: Msg.passwordRequired, default: '密码长度应为6-32位' },
});

export const PasswordAgain = Type.String({
  minLength: 1,
  maxLength: 32,
  errorMessage: { required: Msg.passwordAgainRequired, default: Msg.passwordMismatch },
});

/** '1' / 'true' when the person ticked 'keep me logged in' (7 days instead of an idle window). */
export const KeepLoggedIn = Type.Optional(
  Type.Unsafe<'1' | '0' | 'true' | 'false'>({ type: 'string', enum: ['1', '0', 'true', 'false'] }),
);

export const SMS_PURPOSES = [
  'login',
  'register',
  'reset',
  'old_phone',
  'new_phone',
  'bind',
  'password',
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** What a code may be used for: a login code cannot reset a password, and so on. */
export const SmsPurposeField = Type.Unsafe<SmsPurpose>({
  type: 'string',
  enum: [...SMS_PURPOSES],
  errorMessage: '验证码用途不正确',
});

/** What login and registration answer: the token and who logged in. */
export const LoginResult = Type.Object({
  token: Type.String(),
  uuid: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  poster_qr_code_for_pc: Type.Optional(Type.String()),
});

/** userInfo, as the web app reads it, plus id and telephone. */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  telephone: Type.Union([Type.String(), Type.Null()]),
  nick_name: Type.String(),
  user_name: Type.String(),
  head_portrait: Type.String(),
  weight: Type.Integer(),
  trialVip: Type.Integer(),
  vip: Type.String(),
  icon: Type.String(),
  expiration_time: Type.Union([Type.String(), Type.Null()]),
  realname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  hasPassword: Type.Boolean(),
  /** Roles beyond learner: 'grader' grades short answers, 'admin'. */
  roles: Type.Array(Type.String()),
});

export function isKeepLoggedIn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
