import { Alert } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { ExamCalendarTable } from '../components/exam-calendar-table';

/** /mock: mock exams, timed to the real exams ahead. */
export default function MockPage() {
  return (
    <PageShell title="模拟考试">
      <Alert
        type="info"
        showIcon
        title="全真模考，排名对标"
        description="模考按照真实考试的题量、题型和时长组卷，交卷后即时出分并给出全站排名，帮你找准考前薄弱环节。"
        action={
          <LinkButton type="primary" to={pathTo('MockTest')}>
            进入模考
          </LinkButton>
        }
        style={{ margin: '8px 0 20px' }}
      />
      <h2 style={{ fontSize: 17 }}>近期考试</h2>
      <ExamCalendarTable examType="" />
    </PageShell>
  );
}
