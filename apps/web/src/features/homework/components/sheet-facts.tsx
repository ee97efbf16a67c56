import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { STATE_COLORS, STATE_LABELS, isOpenState, scoreText } from '../lib/words';
import styles from './homework.module.css';

/** Where a homework belongs and where I stand: course, lesson, questions, score, deadline, state. */
export function SheetFacts({ sheet }: { sheet: Sheet }) {
  const { homework, submission, items } = sheet;
  const open = isOpenState(submission.state);
  return (
    <>
      <div className={styles.tags}>
        <Tag color={STATE_COLORS[submission.state]}>{STATE_LABELS[submission.state]}</Tag>
        {homework.overdue && open && <Tag color="red">已截止</Tag>}
        {homework.overdue && open && homework.allowLate && <Tag color="orange">可补交</Tag>}
        {submission.late && <Tag color="orange">逾期提交</Tag>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>课程</dt>
          <dd>
            <Link to={pathTo('HomeworkList', {}, { courseId: homework.courseId })}>
              {homework.courseTitle}
            </Link>
          </dd>
        </div>
        <div>
          <dt>课时</dt>
          <dd>{homework.lessonTitle}</dd>
        </div>
        <div>
          <dt>题目</dt>
          <dd>
            共{items.length}题，满分{scoreText(homework.totalScore)}分
          </dd>
        </div>
        <div>
          <dt>截止时间</dt>
          <dd>{homework.deadline ? formatDateTime(homework.deadline) : '不限'}</dd>
        </div>
        {submission.submittedAt && (
          <div>
            <dt>提交时间</dt>
            <dd>{formatDateTime(submission.submittedAt)}</dd>
          </div>
        )}
        {submission.state === 'corrected' && submission.score !== null && (
          <div>
            <dt>得分</dt>
            <dd>
              {scoreText(submission.score)} / {scoreText(homework.totalScore)}分
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
