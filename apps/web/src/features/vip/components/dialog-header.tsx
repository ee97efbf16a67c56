import { CloseOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { displayName, isTopTier, type UserInfo } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { VipBadge } from './vip-badge';
import styles from './purchase-dialog.module.css';

interface DialogHeaderProps {
  user: UserInfo;
  /** The new-member dialog says the person is not a member yet; the others show tier and expiry. */
  member: boolean;
  onClose: () => void;
}

export function DialogHeader({ user, member, onClose }: DialogHeaderProps) {
  return (
    <div className={`${styles.header} ${member && isTopTier(user) ? styles.headerTop : ''}`}>
      <Avatar size={48} src={user.head_portrait || undefined} icon={<UserOutlined />} />
      <div className={styles.who}>
        <div className={styles.name}>{displayName(user)}</div>
        {member ? (
          <div className={styles.status}>
            <VipBadge weight={user.weight} name={user.vip} icon={user.icon} size="small" />
            <span>{formatDate(user.expiration_time)} 到期</span>
          </div>
        ) : (
          <div className={styles.status}>您还不是VIP会员，开通即享全部会员权益</div>
        )}
      </div>
      <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
        <CloseOutlined />
      </button>
    </div>
  );
}
