import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { switchAuthDialog, updateAuthFlow } from '../auth-state';
import type { SwitchAuth } from '../components/auth-form-types';
import { RegisterForm } from '../components/register-form';
import { AuthPageFrame } from './auth-page-frame';

/** /register: the registration form on its own page. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const onSwitch: SwitchAuth = (target, phone) => {
    if (phone !== undefined) updateAuthFlow({ phone });
    if (target === 'login' || target === 'smsLogin') void navigate(pathTo('login'));
    else if (target !== 'register') switchAuthDialog(target);
  };
  return (
    <AuthPageFrame title="注册" hint="注册上岸账号，开启备考之路">
      <RegisterForm onSwitch={onSwitch} />
    </AuthPageFrame>
  );
}
