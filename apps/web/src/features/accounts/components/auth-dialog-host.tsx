import { Modal } from 'antd';
import { DIALOG_WIDTH_AUTH_PX } from '@shangan/shared';
import type { ReactNode } from 'react';
import { closeAuthDialog } from '../../../lib/auth-dialog';
import type { AuthDialog } from '../../../lib/auth-dialog';
import { navigate } from '../../../lib/navigation';
import { pathTo } from '../../../lib/paths';
import { continueAfterLogin, isAuthPage } from '../auth-flow';
import { switchAuthDialog, updateAuthFlow } from '../auth-state';
import type { SwitchAuth } from './auth-form-types';
import { ChangePhoneDialog } from './change-phone-dialog';
import { CompletePhoneDialog } from './complete-phone-dialog';
import { PasswordLoginForm } from './password-login-form';
import { PosterQrDialog } from './poster-qr-dialog';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SmsLoginForm } from './sms-login-form';
import styles from './auth-forms.module.css';

/**
 * Dialogs switch between each other (login ⇄ register ⇄ forgotten password). On the /login and
 * /register pages the page already shows the login and register forms, so those targets go to
 * the page instead of stacking a dialog on top of it.
 */
const switchTo: SwitchAuth = (dialog, phone) => {
  if (isAuthPage(window.location.pathname) && dialog !== 'resetPassword') {
    if (phone !== undefined) updateAuthFlow({ phone });
    closeAuthDialog();
    navigate(pathTo(dialog === 'register' ? 'register' : 'login'), { replace: true });
    return;
  }
  switchAuthDialog(dialog, phone);
};

const AUTH_FORMS: Array<{ id: AuthDialog; title: string; intro: string; form: ReactNode }> = [
  {
    id: 'login',
    title: '账号登录',
    intro: '欢迎回来，登录后继续备考',
    form: <PasswordLoginForm onSwitch={switchTo} />,
  },
  {
    id: 'smsLogin',
    title: '验证码登录',
    intro: '未注册的手机号请先注册',
    form: <SmsLoginForm onSwitch={switchTo} />,
  },
  {
    id: 'register',
    title: '注册账号',
    intro: '注册上岸账号，开启备考之路',
    form: <RegisterForm onSwitch={switchTo} />,
  },
  {
    id: 'resetPassword',
    title: '找回密码',
    intro: '通过手机验证码设置新密码',
    form: <ResetPasswordForm onSwitch={switchTo} />,
  },
];

function closePosterQr(): void {
  updateAuthFlow({ posterQr: null });
  continueAfterLogin();
}

/** Every global account dialog; `dialog` says which one is open. */
export default function AuthDialogHost({ dialog }: { dialog: AuthDialog | null }) {
  return (
    <>
      {AUTH_FORMS.map(({ id, title, intro, form }) => (
        <Modal
          key={id}
          open={dialog === id}
          title={title}
          width={DIALOG_WIDTH_AUTH_PX}
          footer={null}
          destroyOnHidden
          mask={{ closable: false }}
          onCancel={closeAuthDialog}
          classNames={{ header: styles.authHeader, body: styles.authBody }}
        >
          <p className={styles.subheading}>{intro}</p>
          {form}
        </Modal>
      ))}
      <ChangePhoneDialog open={dialog === 'changePhone'} onClose={closeAuthDialog} />
      <CompletePhoneDialog open={dialog === 'completePhone'} onClose={closeAuthDialog} />
      <PosterQrDialog open={dialog === 'posterQr'} onClose={closePosterQr} />
    </>
  );
}
