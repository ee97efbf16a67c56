import { Type, type Static } from 'typebox';
import { SMS_CODE_LENGTH } from '../constants.ts';
import { Msg } from '../messages.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation.ts';
import { endpoint } from './contract.ts';

/**
 * Accounts and sessions (docs/areas/accounts.md): the request fields carry the site's exact form
 * messages. Form-encoded bodies arrive as strings, so every field is a string here.
 */
const TAG = '账号';

const Phone = (required: string = Msg.phoneRequired, invalid: string = Msg.phoneInvalid) =>
  Type.String({
    minLength: 1,
    maxLength: 11,
    pattern: PHONE_PATTERN.source,
    errorMessage: { required, pattern: invalid, maxLength: invalid },
  });

const SmsCode = Type.String({
  minLength: 1,
  maxLength: SMS_CODE_LENGTH,
  pattern: `^\\d{${SMS_CODE_LENGTH}}$`,
  errorMessage: { required: Msg.codeRequired, default: Msg.codeInvalid },
});

const NewPassword = Type.String({
  minLength: 6,
  maxLength: 32,
  errorMessage: { required: Msg.passwordRequired, default: '密码长度应为6-32位' },
});

const PasswordAgain = Type.String({
  minLength: 1,
  maxLength: 32,
  errorMessage: { required: Msg.passwordAgainRequired, default: Msg.passwordMismatch },
});

/** '1' / 'true' when the person ticked 'keep me logged in' (7 days instead of an idle window). */
const KeepLoggedIn = Type.Optional(
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
/** What a code is asked for: a login code cannot reset a password, and so on. */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
const SmsPurposeField = Type.Unsafe<SmsPurpose>({
  type: 'string',
  enum: [...SMS_PURPOSES],
  errorMessage: '验证码用途不正确',
});

/** What login and registration answer: the token and who logged in. */
export const LoginResult = Type.Object({
  token: Type.String(),
  uuid: Type.String(),
  /** null for an account without a phone: the complete-phone dialog follows. */
  phone: Type.Union([Type.String(), Type.Null()]),
  /** Registration only: the invitation poster's QR code as a PNG data URL. */
  poster_qr_code_for_pc: Type.Optional(Type.String()),
});
export type LoginResult = Static<typeof LoginResult>;

/** userInfo, as the web app reads it, plus id and telephone. */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  telephone: Type.Union([Type.String(), Type.Null()]),
  nick_name: Type.String(),
  user_name: Type.String(),
  head_portrait: Type.String(),
  /** 0 without VIP; 20 is the top (diamond) tier. */
  weight: Type.Integer(),
  trialVip: Type.Integer(),
  /** Tier name, e.g. VIP会员 / 钻石会员. */
  vip: Type.String(),
  icon: Type.String(),
  expiration_time: Type.Union([Type.String(), Type.Null()]),
  realname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  hasPassword: Type.Boolean(),
  /** Roles beyond learner: 'grader' grades short answers, 'staff' ships shop orders, 'admin'. */
  roles: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

/**
 * Sends a 4-digit code. With a `type` the code serves that use only; without one (as the
 * original site's clients send it) it serves login and registration. The code is in the answer
 * only with the local SMS provider, so the demo works without a gateway.
 */
export const SendSmsCode = endpoint({
  method: 'GET',
  path: '/pc/sms_send',
  tag: TAG,
  summary:
    '发送短信验证码（type: login/register/reset/old_phone/new_phone/bind/password；不传 type 时登录与注册均可用）',
  querystring: Type.Object({
    phone: Phone(Msg.phoneRequiredShort),
    type: Type.Optional(SmsPurposeField),
  }),
  data: Type.Object({ code: Type.Optional(Type.String()) }),
});

/**
 * Checks a code without using it up. The phone-change dialog calls it after step 1 (the original
 * site compared codes in the browser; here the server decides). Wrong tries count toward the
 * code's limit of 5.
 */
export const VerifySmsCode = endpoint({
  method: 'POST',
  path: '/pc/sms_verify',
  tag: TAG,
  summary: '校验短信验证码（不消耗）',
  body: Type.Object({ phone: Phone(), code: SmsCode, type: SmsPurposeField }),
  data: Type.Null(),
});

/** Creates the account and logs it in. */
export const Register = endpoint({
  method: 'POST',
  path: '/h5/lxuserRegister',
  tag: TAG,
  summary: '注册（需 register 用途或不带用途的短信验证码）',
  body: Type.Object({
    realname: Type.String({
      minLength: 1,
      maxLength: 20,
      errorMessage: { required: '请输入姓名', maxLength: '姓名不能超过20个字符' },
    }),
    phone: Phone(),
    code: SmsCode,
    email: Type.Optional(
      Type.String({
        maxLength: 128,
        pattern: `^$|${EMAIL_PATTERN.source}`,
        errorMessage: Msg.emailInvalid,
      }),
    ),
    password: NewPassword,
    remember: KeepLoggedIn,
  }),
  data: LoginResult,
});

/**
 * Password login (type '1': account + password) or SMS-code login (type '10': account is a
 * phone, + phoneCode). An unknown account answers code 4005.
 */
export const Login = endpoint({
  method: 'POST',
  path: '/pc/login',
  tag: TAG,
  summary: '登录（type 1 账号密码；type 10 手机验证码）',
  body: Type.Object({
    type: Type.Unsafe<'1' | '10'>({
      type: 'string',
      enum: ['1', '10'],
      errorMessage: '登录方式不正确',
    }),
    account: Type.String({
      minLength: 1,
      maxLength: 32,
      errorMessage: { required: Msg.accountRequired },
    }),
    password: Type.Optional(Type.String({ maxLength: 64 })),
    phoneCode: Type.Optional(Type.String({ maxLength: 8 })),
    remember: KeepLoggedIn,
  }),
  data: LoginResult,
});

/** Ends this session on the server; its token is useless afterwards. */
export const Logout = endpoint({
  method: 'POST',
  path: '/pc/logout',
  tag: TAG,
  summary: '退出登录（吊销当前会话）',
  data: Type.Null(),
});

export const GetUserInfo = endpoint({
  method: 'GET',
  path: '/pc/getuserinfo',
  tag: TAG,
  summary: '当前用户信息',
  data: UserInfo,
});

/** The set-password form of an account without one. */
export const FirstModifyPassword = endpoint({
  method: 'POST',
  path: '/pc/firstModifyPassword',
  tag: TAG,
  summary: '首次设置密码',
  body: Type.Object({ password: NewPassword, passwordSecond: PasswordAgain }),
  data: Type.Null(),
});

/** Reset by an SMS code (purpose reset); every session of the account ends. */
export const ForgetPassword = endpoint({
  method: 'POST',
  path: '/pc/forgetPassword',
  tag: TAG,
  summary: '找回密码',
  body: Type.Object({
    phone: Phone(),
    phoneCode: SmsCode,
    password: NewPassword,
    passwordSecond: PasswordAgain,
  }),
  data: Type.Null(),
});

/** Phone change with codes to the old (old_phone) and the new (new_phone) phone. */
export const ModifyMobile = endpoint({
  method: 'POST',
  path: '/pc/modifyMobile',
  tag: TAG,
  summary: '修改手机号',
  body: Type.Object({
    old_mobile: Phone(Msg.phoneRequired, Msg.phoneInvalidPlain),
    old_code: SmsCode,
    new_mobile: Phone(Msg.newPhoneRequired, Msg.phoneInvalidPlain),
    new_code: SmsCode,
  }),
  data: Type.Null(),
});

const OLD_PASSWORD_REQUIRED = '请输入原密码';

/**
 * A signed-in person changes the password they have: type '1' proven by the old password,
 * type '10' by a code (purpose password) sent to their own phone. Every other session ends.
 */
export const ModifyPassword = endpoint({
  method: 'POST',
  path: '/pc/modifyPassword',
  tag: TAG,
  summary: '修改密码（type 1 原密码验证；type 10 手机验证码验证）',
  body: Type.Object({
    type: Type.Unsafe<'1' | '10'>({
      type: 'string',
      enum: ['1', '10'],
      errorMessage: '验证方式不正确',
    }),
    oldPassword: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        errorMessage: { required: OLD_PASSWORD_REQUIRED, default: '原密码错误' },
      }),
    ),
    phoneCode: Type.Optional(SmsCode),
    password: NewPassword,
    passwordSecond: PasswordAgain,
  }),
  data: Type.Null(),
});

const BindPhoneBody = Type.Object({ phone: Phone(), phoneCode: SmsCode });

/** The complete-phone form of an account that has none (purpose bind). */
export const BindPhone = endpoint({
  method: 'POST',
  path: '/pc/bindPhone',
  tag: TAG,
  summary: '补齐手机号',
  body: BindPhoneBody,
  data: Type.Null(),
});

/** The app's name for BindPhone. */
export const UserFixPhone = endpoint({
  method: 'POST',
  path: '/app/userFixPhone',
  tag: TAG,
  summary: '补齐手机号',
  body: BindPhoneBody,
  data: Type.Null(),
});

/** WeChat Open Platform web login: the OAuth code traded for the person's unionid. */
export const GetWxUnionIdByCode = endpoint({
  method: 'GET',
  path: '/pc/getWxUnionIdByCode',
  tag: TAG,
  summary: '第三方（微信）登录：用授权码换取 unionid',
  querystring: Type.Object({
    code: Type.String({
      minLength: 1,
      maxLength: 128,
      errorMessage: { required: '缺少微信授权码' },
    }),
  }),
  data: Type.Object({ unionid: Type.String(), openid: Type.String() }),
});
