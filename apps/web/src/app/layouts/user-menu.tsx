import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Popover } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { logout, maskPhone } from '../../features/accounts';
import { openAuthDialog } from '../../lib/auth-dialog';
import { consoleSectionsOf, displayName, mayOpenGradingCenter } from '../../lib/current-user';
import type { UserInfo } from '../../lib/current-user';
import { pathTo } from '../../lib/paths';
import { guardMemberLink, MemberLinks } from './member-links';
import styles from './account-bar.module.css';

interface UserMenuProps {
  user: UserInfo;
  /** Slot under the name: the VIP box (open VIP, or tier and renewal). */
  children?: ReactNode;
}

/** The member's avatar and name; hovering or clicking opens the account popover. */
export function UserMenu({ user, children }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const name = displayName(user) || '我的账号';
  const close = () => setOpen(false);

  const content = (
    <div className={styles.popover}>
      <div className={styles.popoverHead}>
        <Avatar size={44} src={user.head_portrait || undefined} icon={<UserOutlined />} />
        <div className={styles.popoverWho}>
          <strong>{name}</strong>
          {user.telephone && <span>{maskPhone(user.telephone)}</span>}
        </div>
      </div>
      {children}
      {/* On narrow screens the header has no room for the member links; they move here. */}
      <MemberLinks className={styles.popoverLinks} />
      <ul className={styles.popoverMenu}>
        {mayOpenGradingCenter(user) && (
          <li>
            <Link to={pathTo('Grading')} onClick={close}>
              批改中心
            </Link>
          </li>
        )}
        {consoleSectionsOf(user).length > 0 && (
          <li>
            <Link to={pathTo('ConsoleIndex')} onClick={close}>
              教务后台
            </Link>
          </li>
        )}
        <li>
          <Link
            to={pathTo('AccountSettings')}
            onClick={(event) => {
              guardMemberLink(event);
              close();
            }}
          >
            账号设置
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              openAuthDialog('changePhone');
            }}
          >
            修改手机号
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              void logout(queryClient);
            }}
          >
            退出登录
          </button>
        </li>
      </ul>
    </div>
  );

  // Hover opens it on desktops; a click or tap (or Enter) only ever opens it, so a click that
  // follows the hover does not toggle it shut again.
  return (
    <Popover
      content={content}
      trigger="hover"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <button
        type="button"
        className={styles.userButton}
        aria-label={`账号菜单：${name}`}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Avatar size={32} src={user.head_portrait || undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{name}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Popover>
  );
}
