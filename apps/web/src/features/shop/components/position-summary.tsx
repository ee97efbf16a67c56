import { Descriptions } from 'antd';
import type { EnlistExam, Position } from '@shangan/shared/contracts/enlistment';
import { formatDate } from '../../../lib/format';
import styles from './position-summary.module.css';

/** The position applied for, as its table row says it, under the exam's name. */
export function PositionSummary({ position, exam }: { position: Position; exam: EnlistExam }) {
  return (
    <section className={styles.summary} aria-labelledby="enlist-position">
      <h2 id="enlist-position" className={styles.title}>
        {position.positionName}
        <span className={styles.code} data-testid="position-code">
          职位代码 {position.code}
        </span>
      </h2>
      <p className={styles.exam}>
        {exam.name} · 报名截止 {formatDate(exam.enlistEnd)} · 笔试 {exam.examDate}
      </p>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 }}
        items={[
          { key: 'department', label: '招录机关', children: position.department },
          { key: 'unit', label: '用人单位', children: position.unit },
          { key: 'quota', label: '招录人数', children: `${position.quota}人` },
          { key: 'education', label: '学历', children: position.education },
          { key: 'degree', label: '学位', children: position.degree },
          { key: 'political', label: '政治面貌', children: position.politicalStatus },
          { key: 'major', label: '专业要求', children: position.major, span: 'filled' },
          {
            key: 'other',
            label: '其他要求',
            children: position.otherRequirements,
            span: 'filled',
          },
          { key: 'location', label: '工作地点', children: position.location },
          { key: 'intro', label: '职位简介', children: position.intro, span: 'filled' },
        ]}
      />
    </section>
  );
}
