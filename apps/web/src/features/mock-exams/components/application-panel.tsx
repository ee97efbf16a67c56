import { CheckCircleFilled } from '@ant-design/icons';
import type { MockExamExplain } from '../api/mock-exam-explain';
import { formatDateTime } from '../../../lib/format';
import { ReminderSwitch } from './reminder-switch';
import styles from './application-panel.module.css';

interface ApplicationPanelProps {
  explain: MockExamExplain;
  viewer: number;
}

/** My application: when, the position and province I am ranked in, and the start reminder. */
export function ApplicationPanel({ explain, viewer }: ApplicationPanelProps) {
  const application = explain.myApplication;
  if (!application) return null;
  const position = application.position;
  return (
    <section className={styles.panel} aria-label="我的报名">
      <p className={styles.applied}>
        <CheckCircleFilled className={styles.tick} /> 已报名
        <span className={styles.when}>{formatDateTime(application.appliedAt)}</span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>报考职位</dt>
          <dd>
            {position
              ? `${position.examName} · ${position.department} · ${position.name}（${position.code}）`
              : '未填写（只参加全国和省份排名）'}
          </dd>
        </div>
        <div>
          <dt>排名省份</dt>
          <dd>{application.province || '未填写（只参加全国排名）'}</dd>
        </div>
      </dl>
      {/* A reminder of a start that has passed means nothing. */}
      {(explain.state === 'upcoming' || explain.state === 'applying') && (
        <ReminderSwitch
          mockExamId={explain.id}
          viewer={viewer}
          enabled={application.reminderEnabled}
        />
      )}
    </section>
  );
}
