import { Alert } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { SheetFacts } from '../components/sheet-facts';
import { SheetGate } from '../components/sheet-gate';
import { viewOf } from '../lib/words';
import styles from './homework-pages.module.css';

/**
 * /homeworkDetail?id= (作业详情): a homework's introduction, its course and lesson, how many
 * questions and points, the deadline, where I stand, and the one way on — 开始作业, 继续作答,
 * 重新作答, 查看提交 or 查看批改结果 — or why answering is closed.
 */
export default function HomeworkDetailPage() {
  return <SheetGate title="作业详情">{(sheet) => <Detail sheet={sheet} />}</SheetGate>;
}

function mainAction(sheet: Sheet) {
  const { submission, homework, mayAnswer } = sheet;
  const id = homework.homeworkId;
  const answer = pathTo('DoHomework', {}, { id });
  if (mayAnswer) {
    if (submission.state === 'returned') return { label: '重新作答', to: answer };
    return { label: submission.state === 'draft' ? '继续作答' : '开始作业', to: answer };
  }
  if (submission.state === 'submitted' || submission.state === 'corrected') {
    return viewOf(submission.state, id);
  }
  return null;
}

function Detail({ sheet }: { sheet: Sheet }) {
  const action = mainAction(sheet);
  const { submission } = sheet;
  return (
    <>
      <SheetFacts sheet={sheet} />
      {submission.state === 'returned' && submission.returnReason && (
        <Alert
          type="error"
          showIcon
          className={styles.intro}
          title="老师退回了这份作业"
          description={`退回原因：${submission.returnReason}`}
        />
      )}
      {sheet.homework.intro && (
        <section aria-label="作业说明" className={styles.intro}>
          <h2 className={styles.heading}>作业说明</h2>
          <RichText html={sheet.homework.intro} />
        </section>
      )}
      <div className={styles.actions}>
        {action && (
          <LinkButton type="primary" size="large" to={action.to}>
            {action.label}
          </LinkButton>
        )}
        {!sheet.mayAnswer && sheet.answerRefusal && (
          <span className={styles.reason}>{sheet.answerRefusal}</span>
        )}
        {submission.state === 'submitted' || submission.state === 'corrected' ? null : (
          <LinkButton to={pathTo('MyHomework')}>返回我的作业</LinkButton>
        )}
      </div>
    </>
  );
}
