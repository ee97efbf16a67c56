import { Descriptions, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { usePaperStatus } from '../api/paper-do-status';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState } from '../components/page-states';
import { describeDuration, formatSeconds } from '../lib/answer-model';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

/** A past paper: what it is, my attempts (continue or start), preview and my last result. */
export default function OverYearTrueTopicDetailPage() {
  const [params] = useSearchParams();
  const paperId = idParam(params.get('paperId'));
  const status = usePaperStatus(paperId);
  useDocumentTitle(status.data?.paper.title ?? '真题详情');

  if (!paperId)
    return <ErrorState error={new Error('缺少试卷编号')} backTo={pathTo('OverYearTrueTopic')} />;
  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <section className={styles.panel}>
        {status.isPending && <LoadingState />}
        {status.isError && (
          <ErrorState
            error={status.error}
            onRetry={() => void status.refetch()}
            backTo={pathTo('OverYearTrueTopic')}
          />
        )}
        {status.data && (
          <>
            <h1 className={styles.panelTitle}>{status.data.paper.title}</h1>
            <p className={styles.muted}>{status.data.paper.description}</p>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'year', label: '年份', children: `${status.data.paper.year}年` },
                { key: 'region', label: '地区', children: status.data.paper.region },
                {
                  key: 'level',
                  label: '考试级别',
                  children: `${status.data.paper.examType} · ${status.data.paper.examinationLevel}`,
                },
                { key: 'count', label: '题量', children: `${status.data.paper.questionCount}题` },
                { key: 'score', label: '总分', children: `${status.data.paper.totalScore}分` },
                {
                  key: 'time',
                  label: '建议用时',
                  children: `${status.data.paper.timeLimitMinutes}分钟`,
                },
              ]}
            />
            {status.data.paper.vipOnly && (
              <p>
                <Tag color="gold">VIP专享</Tag>
                {status.data.paper.locked
                  ? '开通VIP后即可练习本套真题。'
                  : '你已拥有本套真题的练习权限。'}
              </p>
            )}
            <div className={styles.row} style={{ marginTop: 16 }}>
              {status.data.paper.locked ? (
                <LinkButton type="primary" to={pathTo('VipRights')}>
                  开通VIP
                </LinkButton>
              ) : (
                <>
                  <LinkButton
                    type="primary"
                    size="large"
                    to={pathTo('OverYearTrueTopicDetailTest', {}, { paperId })}
                  >
                    {status.data.practice
                      ? `继续练习（已答 ${status.data.practice.answeredCount}/${status.data.practice.questionCount}）`
                      : '开始练习'}
                  </LinkButton>
                  <LinkButton size="large" to={pathTo('RealSituationTest', {}, { paperId })}>
                    {status.data.mock
                      ? `继续模考（剩余 ${formatSeconds(status.data.mock.remainingSeconds ?? 0)}）`
                      : `模考模式（限时${status.data.paper.timeLimitMinutes}分钟）`}
                  </LinkButton>
                  <LinkButton size="large" to={pathTo('PaperPreView', {}, { paperId })}>
                    预览试卷
                  </LinkButton>
                </>
              )}
            </div>
            {status.data.practice?.status === 'paused' && (
              <p className={styles.muted}>
                练习已暂停，已用时 {describeDuration(status.data.practice.elapsedSeconds)}
                ，继续时从暂停处开始计时。
              </p>
            )}
            {status.data.lastResult && (
              <div className={styles.card} style={{ marginTop: 16 }}>
                <strong>上次成绩</strong>
                <div className={styles.row}>
                  <span>
                    得分 {status.data.lastResult.score} · 答对 {status.data.lastResult.correctCount}
                    /{status.data.lastResult.questionCount}
                  </span>
                  <span className={styles.spacer} />
                  <LinkButton
                    to={pathTo(
                      'ExerciseReport',
                      {},
                      { exerciseId: status.data.lastResult.exerciseId },
                    )}
                  >
                    查看报告
                  </LinkButton>
                  <LinkButton
                    to={pathTo('Analysis', {}, { exerciseId: status.data.lastResult.exerciseId })}
                  >
                    查看解析
                  </LinkButton>
                </div>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
