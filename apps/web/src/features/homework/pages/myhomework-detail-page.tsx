import { Alert } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { AnswerReview, reviewOf } from '../components/answer-review';
import { SheetFacts } from '../components/sheet-facts';
import { SheetGate } from '../components/sheet-gate';
import { scoreText } from '../lib/words';
import styles from './homework-pages.module.css';

/**
 * /myhomeworkDetail?id= (我的作业详情): my handed-in homework read-only, under where it stands —
 * 待批改; 已退回 with the teacher's reason and 重新作答; 已批改 with the way to the answer sheet.
 */
export default function MyhomeworkDetailPage() {
  return <SheetGate title="我的作业详情">{(sheet) => <MySubmission sheet={sheet} />}</SheetGate>;
}

function StateBanner({ sheet }: { sheet: Sheet }) {
  const { submission, homework } = sheet;
  const id = homework.homeworkId;
  switch (submission.state) {
    case 'submitted':
      return (
        <Alert
          type="info"
          showIcon
          title="已提交，待老师批改"
          description={`提交于 ${formatDateTime(submission.submittedAt)}${submission.late ? '（补交）' : ''}，批改完成后可查看得分、评语和批注。`}
        />
      );
    case 'returned':
      return (
        <Alert
          type="error"
          showIcon
          title="已退回：老师请你修改后重新提交"
          description={
            <>
              {submission.returnReason && <div>退回原因：{submission.returnReason}</div>}
              {!sheet.mayAnswer && sheet.answerRefusal && <div>{sheet.answerRefusal}</div>}
            </>
          }
          action={
            sheet.mayAnswer ? (
              <LinkButton type="primary" to={pathTo('DoHomework', {}, { id })}>
                重新作答
              </LinkButton>
            ) : null
          }
        />
      );
    case 'corrected':
      return (
        <Alert
          type="success"
          showIcon
          title={`已批改${submission.score === null ? '' : `，得分 ${scoreText(submission.score)} / ${scoreText(homework.totalScore)}分`}`}
          action={
            <LinkButton type="primary" to={pathTo('AnswerSheet', {}, { id })}>
              查看答题卡
            </LinkButton>
          }
        />
      );
    default:
      return (
        <Alert
          type="warning"
          showIcon
          title="这份作业还没有提交"
          action={
            sheet.mayAnswer ? (
              <LinkButton type="primary" to={pathTo('DoHomework', {}, { id })}>
                {submission.state === 'draft' ? '继续作答' : '去完成'}
              </LinkButton>
            ) : null
          }
        />
      );
  }
}

function MySubmission({ sheet }: { sheet: Sheet }) {
  const byItem = new Map(sheet.answers.map((answer) => [answer.itemId, answer]));
  return (
    <>
      <SheetFacts sheet={sheet} />
      <StateBanner sheet={sheet} />
      <h2 className={styles.heading}>我的作答</h2>
      <section aria-label="我的作答">
        {sheet.items.map((item) => (
          <AnswerReview key={item.itemId} item={item} answer={reviewOf(byItem.get(item.itemId))} />
        ))}
      </section>
      <div className={styles.bottomBar}>
        <LinkButton to={pathTo('MyHomework')}>返回我的作业</LinkButton>
      </div>
    </>
  );
}
