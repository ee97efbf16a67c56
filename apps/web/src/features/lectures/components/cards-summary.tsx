import { Button, Skeleton } from 'antd';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetExperienceNum } from '@shangan/shared/contracts/video-teaching/cards';
import { LinkButton } from '../../../components/link-button/link-button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { formatDate } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import styles from '../lectures.module.css';

interface CardsSummaryProps {
  signedIn: boolean;
  /** Undefined while loading. */
  num: DataOf<typeof GetExperienceNum> | undefined;
  /** Opens the list of my cards. */
  onShowCards?: () => void;
}

/** The person's experience cards at a glance: how many, when the first runs out, or VIP. */
export function CardsSummary({ signedIn, num, onShowCards }: CardsSummaryProps) {
  if (!signedIn) {
    return (
      <div className={styles.cardsSummary}>
        <span>登录后可使用体验卡解锁讲题，未解锁的讲题可免费试看</span>
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          登录
        </Button>
      </div>
    );
  }
  if (!num) {
    return (
      <div className={styles.cardsSummary}>
        <Skeleton.Input active size="small" />
      </div>
    );
  }
  if (num.isVip) {
    return (
      <div className={styles.cardsSummary} aria-label="我的体验卡">
        <span>VIP会员全部讲题免费畅看，无需使用体验卡</span>
        {num.experienceNum > 0 && (
          <span className={styles.muted}>体验卡 {num.experienceNum} 张</span>
        )}
      </div>
    );
  }
  return (
    <div className={styles.cardsSummary} aria-label="我的体验卡">
      <span>
        可用体验卡 <span className={styles.cardsCount}>{num.experienceNum}</span> 张
      </span>
      {num.nextExpiresAt && (
        <span className={styles.muted}>最近一张 {formatDate(num.nextExpiresAt)} 到期</span>
      )}
      {onShowCards && <Button onClick={onShowCards}>我的体验卡</Button>}
      {num.experienceNum === 0 && (
        <LinkButton type="primary" to={pathTo('VipRights')}>
          开通VIP畅看
        </LinkButton>
      )}
    </div>
  );
}
