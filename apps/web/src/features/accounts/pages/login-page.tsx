import { Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { switchAuthDialog, updateAuthFlow } from '../auth-state';
import type { SwitchAuth } from '../components/auth-form-types';
import { PasswordLoginForm } from '../components/password-login-form';
import { SmsLoginForm } from '../components/sms-login-form';
import { AuthPageFrame } from './auth-page-frame';

type LoginTab = 'login' | 'smsLogin';

/** /login: password and SMS login as tabs; afterwards back to where the person came from. */
export default function LoginPage() {
  const [tab, setTab] = useState<LoginTab>('login');
  const navigate = useNavigate();

  const onSwitch: SwitchAuth = (target, phone) => {
    if (phone !== undefined) updateAuthFlow({ phone });
    if (target === 'login' || target === 'smsLogin') setTab(target);
    else if (target === 'register') void navigate(pathTo('register'));
    else switchAuthDialog(target);
  };

  return (
    <AuthPageFrame title="登录" hint="欢迎回来，登录后继续备考">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        items={[
          { key: 'login', label: '密码登录', children: <PasswordLoginForm onSwitch={onSwitch} /> },
          { key: 'smsLogin', label: '验证码登录', children: <SmsLoginForm onSwitch={onSwitch} /> },
        ]}
      />
    </AuthPageFrame>
  );
}
