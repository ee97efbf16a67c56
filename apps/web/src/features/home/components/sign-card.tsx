import { CalendarOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { useSignStatus, useSignToday } from '../api/sign';
import styles from './home.module.css';

/** Daily sign-in for members; visitors are invited to log in first. */
export function SignCard() {
  const { data: user } = useCurrentUser();
  const status = useSignStatus(!!user);
  const sign = useSignToday();
  if (!user) {
    return (
      <div className={styles.sign}>
        <CalendarOutlined className={styles.signIcon} />
        <div className={styles.signText}>
          <strong>每日签到</strong>
          <span>登录后签到，记录你的备考天数</span>
        </div>
        <LinkButton type="primary" to={pathTo('login')}>
          登录签到
        </LinkButton>
      </div>
    );
  }
  const signed = status.data?.signedToday ?? false;
  return (
    <div className={styles.sign}>
      {signed ? (
        <CheckCircleFilled className={styles.signIcon} />
      ) : (
        <CalendarOutlined className={styles.signIcon} />
      )}
      <div className={styles.signText}>
        <strong>{signed ? '今日已签到' : '每日签到'}</strong>
        <span>
          已连续签到 {status.data?.continuousDays ?? 0} 天 · 累计 {status.data?.totalDays ?? 0} 天
        </span>
      </div>
      <Button
        type="primary"
        disabled={signed || status.isLoading}
        loading={sign.isPending}
        onClick={() => sign.mutate()}
      >
        {signed ? '已签到' : '签到'}
      </Button>
    </div>
  );
}
