import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { PageShell } from '../../../components/page-shell/page-shell';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { SetPasswordDialog } from '../components/set-password-dialog';
import { maskPhone } from '../mask-phone';
import styles from './account-settings-page.module.css';

/** /personalCenter/accountSettings: the account's name, phone and email, phone and password. */
export default function AccountSettingsPage() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const [settingPassword, setSettingPassword] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  let content;
  if (isPending) {
    content = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (isError) {
    content = (
      <Result
        status="warning"
        title="账号信息加载失败"
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (!user) {
    content = (
      <Result
        status="info"
        title="登录后可查看账号设置"
        extra={
          <Button type="primary" onClick={() => openAuthDialog('login')}>
            登录
          </Button>
        }
      />
    );
  } else {
    content = (
      <Descriptions
        className={styles.details}
        column={1}
        bordered
        items={[
          { key: 'realname', label: '姓名', children: user.realname || '未填写' },
          { key: 'userName', label: '用户名', children: user.user_name },
          {
            key: 'phone',
            label: '手机号',
            children: (
              <span className={styles.row}>
                <span>{user.telephone ? maskPhone(user.telephone) : '未绑定'}</span>
                <Button
                  onClick={() => openAuthDialog(user.telephone ? 'changePhone' : 'completePhone')}
                >
                  {user.telephone ? '修改手机号' : '绑定手机号'}
                </Button>
              </span>
            ),
          },
          { key: 'email', label: '邮箱', children: user.email || '未填写' },
          {
            key: 'password',
            label: '登录密码',
            children: (
              <span className={styles.row}>
                <span>{user.hasPassword ? '已设置' : '未设置'}</span>
                {user.hasPassword ? (
                  <Button onClick={() => setChangingPassword(true)}>修改密码</Button>
                ) : (
                  <Button type="primary" onClick={() => setSettingPassword(true)}>
                    设置密码
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    );
  }

  return (
    <PageShell title="账号设置" bare>
      {content}
      <SetPasswordDialog open={settingPassword} onClose={() => setSettingPassword(false)} />
      <ChangePasswordDialog
        open={changingPassword}
        phone={user?.telephone ?? null}
        onClose={() => setChangingPassword(false)}
      />
    </PageShell>
  );
}
