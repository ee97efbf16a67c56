import { Result } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { SheetGate } from '../components/sheet-gate';
import { scoreText } from '../lib/words';
import styles from './homework-pages.module.css';

/**
 * /homeworkSubmit?id= (提交作业): the result of the hand-in — when, whether late, the points the
 * objective questions earned, and 待老师批改 or (no subjective questions) the score at once —
 * with the ways to 我的作业 and to my answers.
 */
export default function HomeworkSubmitPage() {
  return (
    <SheetGate title="提交作业" titleOf={() => '提交作业'}>
      {(sheet) => <Submitted sheet={sheet} />}
    </SheetGate>
  );
}

function Submitted({ sheet }: { sheet: Sheet }) {
  const { homework, submission } = sheet;
  const id = homework.homeworkId;
  if (submission.state !== 'submitted' && submission.state !== 'corrected') {
    return (
      <Result
        status="info"
        title="这份作业还没有提交"
        subTitle={homework.title}
        extra={
          sheet.mayAnswer ? (
            <LinkButton type="primary" to={pathTo('DoHomework', {}, { id })}>
              去完成
            </LinkButton>
          ) : (
            <LinkButton type="primary" to={pathTo('HomeworkDetail', {}, { id })}>
              作业详情
            </LinkButton>
          )
        }
      />
    );
  }
  const corrected = submission.state === 'corrected';
  const hasObjective = sheet.items.some((item) => item.kind === 'objective');
  return (
    <Result
      status="success"
      title="提交成功"
      subTitle={
        <div className={styles.submitFacts}>
          <div>{homework.title}</div>
          {submission.submittedAt && <div>提交时间：{formatDateTime(submission.submittedAt)}</div>}
          {submission.late && <div>已过截止时间，本次为补交</div>}
          {hasObjective && submission.objectiveScore !== null && (
            <div>客观题得分：{scoreText(submission.objectiveScore)}分</div>
          )}
          {corrected && submission.score !== null ? (
            <div className={styles.submitScore}>
              总得分：{scoreText(submission.score)} / {scoreText(homework.totalScore)}分
            </div>
          ) : (
            <div className={styles.submitScore}>待老师批改，批改完成后可查看得分和评语</div>
          )}
        </div>
      }
      extra={[
        <LinkButton key="mine" to={pathTo('MyHomework')}>
          返回我的作业
        </LinkButton>,
        corrected ? (
          <LinkButton key="sheet" type="primary" to={pathTo('AnswerSheet', {}, { id })}>
            查看答题卡
          </LinkButton>
        ) : (
          <LinkButton key="answers" type="primary" to={pathTo('MyhomeworkDetail', {}, { id })}>
            查看我的作答
          </LinkButton>
        ),
      ]}
    />
  );
}
