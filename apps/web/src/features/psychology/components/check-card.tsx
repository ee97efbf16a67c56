import { Button } from 'antd';
import { Link } from 'react-router';
import type { CheckSummary } from '@shangan/shared/contracts/psychology';
import { LinkButton } from '../../../components/link-button/link-button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { formatDate } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import styles from '../psychology.module.css';
import { BandBadge } from './band-badge';

interface CheckCardProps {
  check: CheckSummary;
  signedIn: boolean;
  /** Items answered in a taking kept in this tab (0: none). */
  saved: number;
}

/** One scale in the list: what it measures, its length, my last result and how to take it. */
export function CheckCard({ check, signedIn, saved }: CheckCardProps) {
  const last = check.lastResult;
  const takeTo = pathTo('PsychologyTest', {}, { checkId: check.id });
  return (
    <article className={styles.checkCard} aria-label={check.name}>
      <h3 className={styles.checkName}>{check.name}</h3>
      <p className={styles.checkMeasures}>{check.measures}</p>
      <p className={styles.muted}>
        共 {check.questionCount} 题 · 约 {check.minutes} 分钟
      </p>
      <div className={styles.lastResult}>
        {last ? (
          <>
            <span>上次结果</span>
            <BandBadge level={last.band.level} name={last.band.name} />
            <span className={styles.muted}>
              {last.total} 分 · {formatDate(last.createdAt)}
            </span>
            <Link to={pathTo('PsychologyTestReport', {}, { recordId: last.recordId })}>
              查看报告
            </Link>
          </>
        ) : (
          <span className={styles.muted}>{signedIn ? '尚未测评' : '登录后可查看测评结果'}</span>
        )}
      </div>
      <div className={styles.cardActions}>
        {!signedIn ? (
          <Button type="primary" onClick={() => openAuthDialog('login')}>
            登录后测评
          </Button>
        ) : saved > 0 ? (
          <LinkButton type="primary" to={takeTo}>
            继续作答（已答 {saved} 题）
          </LinkButton>
        ) : (
          <LinkButton type="primary" to={takeTo}>
            {last ? '再测一次' : '开始测评'}
          </LinkButton>
        )}
      </div>
    </article>
  );
}
