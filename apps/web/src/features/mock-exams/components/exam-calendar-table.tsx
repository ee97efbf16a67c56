import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { articleUrl } from '../../../lib/paths';
import { useExamTopics, type ExamTopic } from '../../../lib/api/exam-topics';

function daysUntil(date: string): number {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / 86_400_000);
}

/** Upcoming exams with sign-up window, written-test date and a countdown. */
export function ExamCalendarTable({ examType }: { examType: string }) {
  const { data, isLoading } = useExamTopics(examType);
  return (
    <Table<ExamTopic>
      rowKey="id"
      pagination={false}
      loading={isLoading}
      dataSource={data ?? []}
      locale={{ emptyText: '近期暂无考试安排' }}
      // Fixed column widths: on a phone the table scrolls inside its box instead of squeezing
      // 地区 to one character per line and breaking the dates.
      scroll={{ x: 700 }}
      columns={[
        {
          title: '考试',
          width: 220,
          render: (_, exam) =>
            exam.articleId ? (
              <Link to={articleUrl({ id: exam.articleId })}>{exam.title}</Link>
            ) : (
              exam.title
            ),
        },
        { title: '地区', dataIndex: 'province', width: 72 },
        {
          title: '报名时间',
          width: 204,
          render: (_, exam) => `${exam.signupStart} 至 ${exam.signupEnd}`,
        },
        { title: '笔试日期', dataIndex: 'examDate', width: 110 },
        {
          title: '倒计时',
          width: 94,
          render: (_, exam) => {
            const days = daysUntil(exam.examDate);
            return days > 0 ? <Tag color="volcano">{days} 天</Tag> : <Tag>已开考</Tag>;
          },
        },
      ]}
    />
  );
}
