import { RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { isTopTier, isVip, type UserInfo } from '../../../lib/current-user';
import { navigate } from '../../../lib/navigation';
import { pathTo } from '../../../lib/paths';
import { formatDate } from '../../../lib/format';
import { dialogCodeFor, openVipDialog } from '../vip-dialog-store';
import { tierClass, VipBadge } from './vip-badge';
import styles from './user-vip-box.module.css';

/**
 * Where opening VIP leads — the member's own VIP page once they hold a
 * tier (weight not 0), otherwise the rights page with its buy button.
 */
export function openVipUrl(user: UserInfo | null | undefined): string {
  return user && user.weight !== 0 ? pathTo('MyVip') : pathTo('VipRights');
}

/**
 * The VIP box of the user popover: an open-VIP prompt for non-members;
 * tier, expiry and a renew / upgrade button for the others.
 */
export function UserVipBox({ user }: { user: UserInfo }) {
  if (!isVip(user)) {
    return (
      <div className={`${styles.box} ${styles.prompt}`} data-testid="user-vip-box">
        <div className={styles.text}>
          <strong>开通VIP会员</strong>
          <span>题库畅练、AI解析无限次</span>
        </div>
        <Button
          size="small"
          className={styles.openButton}
          onClick={() => navigate(openVipUrl(user))}
        >
          开通VIP
        </Button>
      </div>
    );
  }

  const renew = () => {
    // A trial member has no paid tier to renew yet: they buy one on the rights page.
    if (user.weight === 0) navigate(openVipUrl(user));
    else openVipDialog(dialogCodeFor(user));
  };
  return (
    <div className={`${styles.box} ${tierClass(user.weight)}`} data-testid="user-vip-box">
      <div className={styles.text}>
        <Link to={openVipUrl(user)} className={styles.tier}>
          <VipBadge weight={user.weight} name={user.vip || 'VIP会员'} icon={user.icon} />
          <RightOutlined className={styles.more} />
        </Link>
        <span className={styles.expiry}>
          {user.expiration_time ? `${formatDate(user.expiration_time)} 到期` : '体验会员'}
        </span>
      </div>
      <Button size="small" className={styles.renewButton} onClick={renew}>
        {isTopTier(user) ? '续费' : '续费/升级'}
      </Button>
    </div>
  );
}
