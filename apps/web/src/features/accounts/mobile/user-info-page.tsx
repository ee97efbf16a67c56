import { Avatar, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { maskPhone } from '../mask-phone';
import {
  BindPhoneForm,
  ChangePasswordForm,
  ChangePhoneForm,
  SetPasswordForm,
} from './account-forms';
import styles from './user-info.module.css';

/** The screens of 账户设置 besides its list, by the address's `edit`: Back closes them. */
const EDITS = {
  phone: '修改手机号',
  bindPhone: '绑定手机号',
  password: '修改密码',
  setPassword: '设置密码',
} as const;
type Edit = keyof typeof EDITS;

function editOf(value: string | null): Edit | null {
  return value && Object.hasOwn(EDITS, value) ? (value as Edit) : null;
}

/**
 * MUserInfo (账户设置): what the desktop's account settings show and change that a phone needs —
 * the account's picture, names, phone (masked) and e-mail, changing or binding the phone, and
 * setting or changing the password. Names and pictures are not editable on the desktop either.
 */
export default function MobileUserInfoPage() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const edit = editOf(params.get('edit'));
  const open = (next: Edit) => void navigate({ search: `?edit=${next}` });
  // Done: back to the list this screen was opened from.
  const done = () => void navigate(-1);

  if (isPending) {
    return (
      <MobilePage title="账户设置">
        <MobileLoading lines={5} />
      </MobilePage>
    );
  }
  if (isError || !user) {
    return (
      <MobilePage title="账户设置">
        <MobileError title="账号信息加载失败" onRetry={() => void refetch()} />
      </MobilePage>
    );
  }

  if (edit) {
    let form;
    if (edit === 'password' && user.hasPassword) {
      form = <ChangePasswordForm phone={user.telephone} onDone={done} />;
    } else if (edit === 'password' || edit === 'setPassword') {
      form = <SetPasswordForm onDone={done} />;
    } else if (edit === 'phone' && user.telephone) {
      form = <ChangePhoneForm phone={user.telephone} onDone={done} />;
    } else {
      form = <BindPhoneForm onDone={done} />;
    }
    return (
      <MobilePage title={EDITS[edit]} plain>
        <div className={styles.form}>{form}</div>
      </MobilePage>
    );
  }

  const name = displayName(user);
  return (
    <MobilePage title="账户设置">
      <List className={styles.list}>
        <List.Item
          extra={
            <Avatar
              src={user.head_portrait}
              className={styles.avatar}
              alt={`${name}的头像`}
              fallback={<span className={styles.initial}>{name.slice(0, 1)}</span>}
            />
          }
        >
          头像
        </List.Item>
        <List.Item extra={user.nick_name || '未设置'}>昵称</List.Item>
        <List.Item extra={user.realname || '未填写'}>姓名</List.Item>
        <List.Item extra={user.user_name}>用户名</List.Item>
        <List.Item extra={user.email || '未填写'}>邮箱</List.Item>
      </List>
      <List className={styles.list} header="账号安全">
        <List.Item
          extra={user.telephone ? maskPhone(user.telephone) : '未绑定'}
          description={user.telephone ? undefined : '绑定后可用验证码登录、找回密码'}
          onClick={() => open(user.telephone ? 'phone' : 'bindPhone')}
        >
          {user.telephone ? '修改手机号' : '绑定手机号'}
        </List.Item>
        <List.Item
          extra={user.hasPassword ? '已设置' : '未设置'}
          onClick={() => open(user.hasPassword ? 'password' : 'setPassword')}
        >
          {user.hasPassword ? '修改密码' : '设置密码'}
        </List.Item>
      </List>
    </MobilePage>
  );
}
