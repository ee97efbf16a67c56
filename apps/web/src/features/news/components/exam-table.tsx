import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { articleUrl } from '../../../lib/paths';
import { useExamTopics, type ExamTopic } from '../../../lib/api/exam-topics';

/** Upcoming exams of one kind (or all), with their sign-up windows. */
export function ExamTable({ examType }: { examType?: string }) {
  const { data, isLoading } = useExamTopics(examType, { silent: true });
  return (
    <Table<ExamTopic>
      rowKey="id"
      size="middle"
      pagination={false}
      loading={isLoading}
      dataSource={data ?? []}
      locale={{ emptyText: '近期暂无考试安排' }}
      scroll={{ x: 560 }}
      columns={[
        {
          title: '考试',
          render: (_, exam) =>
            exam.articleId ? (
              <Link to={articleUrl({ id: exam.articleId })}>{exam.title}</Link>
            ) : (
              exam.title
            ),
        },
        { title: '类型', dataIndex: 'examType', render: (type: string) => <Tag>{type}</Tag> },
        {
          title: '报名时间',
          render: (_, exam) => `${exam.signupStart} 至 ${exam.signupEnd}`,
        },
        { title: '笔试日期', dataIndex: 'examDate' },
      ]}
    />
  );
}
