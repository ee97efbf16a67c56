import { Button, Popup, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { MobileError, MobileLoading } from '../../../../components/mobile';
import { formatDateTime } from '../../../../lib/format';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import { pathTo } from '../../../../lib/paths';
import { hasToken } from '../../../../lib/session-storage';
import { chooseDesktopSite } from '../../../../lib/site-view';
import { usePaperStatus } from '../../api/paper-do-status';
import { describeDuration, formatSeconds } from '../../lib/answer-model';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPaperDoStatus } from '@shangan/shared/contracts/question-bank';
import styles from './papers.module.css';

export type PaperStatus = DataOf<typeof GetPaperDoStatus>;

/**
 * The sheet's main action from where I stand with the paper (the server's paperDoStatus): an
 * open practice continues, a handed-in paper is practised again, a new one starts; locked VIP
 * papers offer VIP instead.
 */
export function paperAction(status: PaperStatus, signedIn: boolean): { label: string; to: string } {
  const paperId = status.paper.id;
  if (status.paper.locked) return { label: '开通VIP后练习', to: mobilePathTo('MVipCenter') };
  const to = mobilePathTo('MPaperTest', {}, { paperId });
  if (!signedIn) return { label: '登录后开始练习', to };
  if (status.practice) {
    return {
      label: `继续练习（已答 ${status.practice.answeredCount}/${status.practice.questionCount}）`,
      to,
    };
  }
  return { label: status.doStatus === 2 ? '再练一次' : '开始练习', to };
}

function SheetBody({ paperId }: { paperId: number }) {
  const status = usePaperStatus(paperId);
  if (status.isPending) return <MobileLoading lines={6} />;
  if (status.isError) return <MobileError onRetry={() => void status.refetch()} />;
  const { paper, practice, mock, lastResult } = status.data;
  const action = paperAction(status.data, hasToken());
  return (
    <div className={styles.sheet}>
      <h2 className={styles.sheetTitle}>{paper.title}</h2>
      {paper.description ? <p className={styles.sheetNote}>{paper.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>年份</dt>
          <dd>{paper.year}年</dd>
        </div>
        <div>
          <dt>地区</dt>
          <dd>{paper.region}</dd>
        </div>
        <div>
          <dt>考试</dt>
          <dd>
            {paper.examType} · {paper.examinationLevel}
          </dd>
        </div>
        <div>
          <dt>题量</dt>
          <dd>{paper.questionCount}题</dd>
        </div>
        <div>
          <dt>总分</dt>
          <dd>{paper.totalScore}分</dd>
        </div>
        <div>
          <dt>建议用时</dt>
          <dd>{paper.timeLimitMinutes}分钟</dd>
        </div>
      </dl>
      {paper.vipOnly ? (
        <p className={styles.sheetNote}>
          <Tag color="warning" fill="outline">
            VIP专享
          </Tag>{' '}
          {paper.locked ? '开通VIP后即可练习本套真题。' : '你已拥有本套真题的练习权限。'}
        </p>
      ) : null}

      <Link to={action.to} className={styles.mainAction}>
        {action.label}
      </Link>
      {practice?.status === 'paused' ? (
        <p className={styles.sheetNote}>
          练习已暂停，已用时 {describeDuration(practice.elapsedSeconds)}，继续时从暂停处开始计时。
        </p>
      ) : null}

      {mock ? (
        <div className={styles.mockNote}>
          <p>
            你有一场未交卷的限时模考（已答 {mock.answeredCount}/{mock.questionCount}
            {mock.remainingSeconds !== null ? `，剩余 ${formatSeconds(mock.remainingSeconds)}` : ''}
            ），限时模考在电脑版的考试页进行，到时自动交卷。
          </p>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => chooseDesktopSite(pathTo('RealSituationTest', {}, { paperId }))}
          >
            到电脑版继续模考
          </Button>
        </div>
      ) : null}

      {lastResult ? (
        <section className={styles.lastResult} aria-label="上次成绩">
          <div>
            <strong>上次成绩</strong>
            <span className={styles.sheetNote}>{formatDateTime(lastResult.submittedAt)} 交卷</span>
          </div>
          <p>
            得分 <strong className={styles.score}>{lastResult.score}</strong> · 答对{' '}
            {lastResult.correctCount}/{lastResult.questionCount}
          </p>
          <div className={styles.resultLinks}>
            <Link
              to={mobilePathTo('MExerciseReport', {}, { exerciseId: lastResult.exerciseId })}
              className={styles.secondaryAction}
            >
              查看报告
            </Link>
            <Link
              to={mobilePathTo('MAnalysis', {}, { exerciseId: lastResult.exerciseId })}
              className={styles.secondaryAction}
            >
              查看解析
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A past paper in a bottom sheet: what it is, where I stand with it, and the way in. */
export function PaperSheet({ paperId, onClose }: { paperId: number | null; onClose: () => void }) {
  return (
    <Popup
      visible={paperId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.popup}
    >
      {paperId !== null ? <SheetBody paperId={paperId} /> : null}
    </Popup>
  );
}
