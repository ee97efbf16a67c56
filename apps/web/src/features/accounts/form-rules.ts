/**
 * Form rules with the site's exact messages (the server checks the same again), for the
 * desktop forms (antd) and the mobile ones (antd-mobile) alike.
 */
import { EMAIL_PATTERN, Msg, PHONE_PATTERN, SMS_CODE_PATTERN } from '@shangan/shared';

/**
 * The part of a field rule both form libraries read (antd's Form and antd-mobile's are two
 * generations of rc-field-form whose rule types differ only in what these rules never use).
 */
interface RuleObject {
  required?: boolean;
  whitespace?: boolean;
  message?: string;
  pattern?: RegExp;
  min?: number;
  max?: number;
  // A method, so each rule may name the value it checks (a string, a tick box).
  validator?(rule: unknown, value: unknown): Promise<void>;
}

type RuleRender = (form: { getFieldValue: (name: string) => unknown }) => RuleObject;

export type FormRule = RuleObject | RuleRender;

export const PASSWORD_LENGTH_MESSAGE = '密码长度应为6-32位';

export function phoneRules(
  required: string = Msg.phoneRequired,
  invalid: string = Msg.phoneInvalid,
): FormRule[] {
  return [
    { required: true, message: required },
    { pattern: PHONE_PATTERN, message: invalid },
  ];
}

export const codeRules: FormRule[] = [
  { required: true, message: Msg.codeRequired },
  { pattern: SMS_CODE_PATTERN, message: Msg.codeInvalid },
];

export const accountRules: FormRule[] = [
  { required: true, whitespace: true, message: Msg.accountRequired },
];

/** Logging in checks only presence: old accounts may have shorter passwords. */
export const passwordRules: FormRule[] = [{ required: true, message: Msg.passwordRequired }];

export const newPasswordRules: FormRule[] = [
  { required: true, message: Msg.passwordRequired },
  { min: 6, max: 32, message: PASSWORD_LENGTH_MESSAGE },
];

export const confirmPasswordRules: FormRule[] = [
  { required: true, message: Msg.passwordAgainRequired },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error(Msg.passwordMismatch)),
  }),
];

export const SAME_PASSWORD_MESSAGE = '新密码不能与原密码相同';

export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const PASSWORD_CHANGED = '密码修改成功';

/** A changed password must be new: the server refuses the old one again. */
export function differentPasswordRule(oldField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value !== getFieldValue(oldField)
        ? Promise.resolve()
        : Promise.reject(new Error(SAME_PASSWORD_MESSAGE)),
  });
}

export const emailRules: FormRule[] = [
  { pattern: EMAIL_PATTERN, message: Msg.emailInvalid },
  { max: 128, message: Msg.emailInvalid },
];

export const realnameRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  { max: 20, message: '姓名不能超过20个字符' },
];

export const termsRules: FormRule[] = [
  {
    validator: (_rule, value: boolean | undefined) =>
      value ? Promise.resolve() : Promise.reject(new Error(Msg.termsRequired)),
  },
];

/** Phones are often pasted with spaces or dashes (138 0000 0001). */
export function normalizePhone(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

export function normalizeCode(value: string | undefined): string {
  return (value ?? '').replace(/\s/g, '');
}
