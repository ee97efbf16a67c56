import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useBindPhone } from '../api/bind-phone';
import type { BindPhoneInput } from '../api/bind-phone';
import { useSetFirstPassword } from '../api/first-modify-password';
import type { SetPasswordInput } from '../api/first-modify-password';
import { useModifyMobile } from '../api/modify-mobile';
import { useModifyPassword } from '../api/modify-password';
import { useVerifySmsCode } from '../api/sms-verify';
import { refreshCurrentUser } from '../auth-flow';
import { PASSWORD_CHANGED } from '../form-rules';

/**
 * What the account forms send and do after, for the desktop dialogs and the mobile screens
 * alike: each submit asks the server, stops quietly when it refuses (the API client has shown
 * the server's message), else says so and moves on. `pending` drives the submit button.
 */

/** 修改手机号's first step: the old phone and the code it got. */
export interface OldPhone {
  old_mobile: string;
  old_code: string;
}

/** 修改手机号's second step: the new phone and its code. */
export interface NewPhone {
  new_mobile: string;
  new_code: string;
}

/** How 修改密码 is proven: the old password, or a code sent to the account's own phone. */
export type PasswordProof = 'password' | 'sms';

export interface ChangePasswordValues {
  oldPassword?: string;
  phone?: string;
  phoneCode?: string;
  password: string;
  passwordSecond: string;
}

/** 补齐手机号: binds the phone, then `onBound` (finish the pending login, or refresh and leave). */
export function useBindPhoneSubmit(onBound: () => Promise<void> | void) {
  const bind = useBindPhone();
  const submit = async (values: BindPhoneInput) => {
    try {
      await bind.mutateAsync(values);
    } catch {
      return; // The API client has shown the server's message.
    }
    notify.success(Msg.phoneCompleted);
    await onBound();
  };
  return { submit: (values: BindPhoneInput) => void submit(values), pending: bind.isPending };
}

/** 修改手机号, step 1: the old phone's code is checked before the new phone is asked for. */
export function useVerifyOldPhoneSubmit(onVerified: (value: OldPhone) => void) {
  const verify = useVerifySmsCode();
  const submit = async ({ old_mobile, old_code }: OldPhone) => {
    try {
      // The server checks the code without using it; modifyMobile checks it again at the end.
      await verify.mutateAsync({ phone: old_mobile, code: old_code, type: 'old_phone' });
      onVerified({ old_mobile, old_code });
    } catch {
      // The client has shown why (wrong or expired code).
    }
  };
  return { submit: (values: OldPhone) => void submit(values), pending: verify.isPending };
}

/** 修改手机号, step 2: the change with both codes, then the person is read again. */
export function useChangePhoneSubmit(oldPhone: OldPhone, onDone: () => void) {
  const queryClient = useQueryClient();
  const modify = useModifyMobile();
  const submit = async ({ new_mobile, new_code }: NewPhone) => {
    try {
      await modify.mutateAsync({ ...oldPhone, new_mobile, new_code });
    } catch {
      return; // The client has shown why.
    }
    notify.success(Msg.phoneChanged);
    await refreshCurrentUser(queryClient);
    onDone();
  };
  return { submit: (values: NewPhone) => void submit(values), pending: modify.isPending };
}

/** 设置密码 for an account that has none yet, then the person is read again. */
export function useSetPasswordSubmit(onDone: () => void) {
  const queryClient = useQueryClient();
  const setPassword = useSetFirstPassword();
  const submit = async (values: SetPasswordInput) => {
    try {
      await setPassword.mutateAsync(values);
    } catch {
      return; // The client has shown why.
    }
    notify.success(Msg.passwordSet);
    await refreshCurrentUser(queryClient);
    onDone();
  };
  return {
    submit: (values: SetPasswordInput) => void submit(values),
    pending: setPassword.isPending,
  };
}

/** 修改密码 with the chosen proof; the server ends the person's other sessions. */
export function useChangePasswordSubmit(onDone: () => void) {
  const modify = useModifyPassword();
  const submit = async (
    proof: PasswordProof,
    { oldPassword = '', phoneCode = '', password, passwordSecond }: ChangePasswordValues,
  ) => {
    try {
      await modify.mutateAsync(
        proof === 'password'
          ? { type: '1', oldPassword, password, passwordSecond }
          : { type: '10', phoneCode, password, passwordSecond },
      );
    } catch {
      return; // The client has shown why (wrong old password, wrong code, too many tries …).
    }
    notify.success(PASSWORD_CHANGED);
    onDone();
  };
  return {
    submit: (proof: PasswordProof, values: ChangePasswordValues) => void submit(proof, values),
    pending: modify.isPending,
  };
}
