import { Button, Result } from 'antd';
import { openAuthDialog } from '../../../lib/auth-dialog';

/** A shop page that needs an account: the login dialog opens over it and it shows itself after. */
export function LoginNeeded({ what }: { what: string }) {
  return (
    <Result
      status="info"
      title={`登录后即可${what}`}
      extra={
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          立即登录
        </Button>
      }
    />
  );
}
