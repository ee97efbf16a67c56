import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ConsoleCourseRow } from '@shangan/shared/contracts/console/courses';
import { LinkButton } from '../../../components/link-button/link-button';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleCourses } from '../api/console-courses';
import {
  KIND_TEXT,
  priceText,
  STATUS_TEXT,
  STATUSES,
  type CourseStatus,
} from '../components/courses/course-labels';
import { courseEditPath, newCoursePath } from '../components/courses/course-paths';
import { listAddress } from '../lib/list-address';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 60;

type TabKey = CourseStatus | 'all';
const TABS: readonly TabKey[] = ['all', ...STATUSES];
const TAB_TEXT: Record<TabKey, string> = { all: '全部', ...STATUS_TEXT };

/**
 * /admin/courses: the online school's courses, found by title and by 上架/下架; each opens in
 * the editor, where its outline and videos are too.
 */
export default function CoursesPage() {
  useDocumentTitle('课程管理 - 教务后台');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(TABS, params.get('status')) ?? 'all';
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const courses = useConsoleCourses({
    page,
    pageSize: PAGE_SIZE,
    ...(tab === 'all' ? {} : { status: tab }),
    ...(keyword ? { keyword } : {}),
  });

  const show = (next: { tab?: TabKey; keyword?: string; page?: number }) => {
    const filters: Record<string, string | null> = {};
    if (next.tab !== undefined) filters.status = next.tab === 'all' ? null : next.tab;
    if (next.keyword !== undefined) filters.keyword = next.keyword.trim().slice(0, KEYWORD_MAX);
    setParams(listAddress(params, filters, next.page));
  };

  const columns: TableColumnsType<ConsoleCourseRow> = [
    {
      title: '课程',
      render: (_, row) =>
        row.kind === 'package' ? (
          <div className={styles.taggedTitle}>
            <Link to={courseEditPath(row.id)} className={styles.clamp}>
              {row.title}
            </Link>
            <span className={styles.titleTags}>
              <Tag color="purple">套餐</Tag>
            </span>
          </div>
        ) : (
          <Link to={courseEditPath(row.id)} className={styles.clamp}>
            {row.title}
          </Link>
        ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 100,
      render: (kind: ConsoleCourseRow['kind']) => KIND_TEXT[kind],
    },
    { title: '科目', dataIndex: 'subject', width: 80 },
    { title: '考试', dataIndex: 'exam', width: 100 },
    {
      title: '价格',
      dataIndex: 'price',
      width: 100,
      align: 'right',
      render: (price: string) => priceText(price),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: CourseStatus) => (
        <Tag color={status === 'on_sale' ? 'success' : 'default'}>{STATUS_TEXT[status]}</Tag>
      ),
    },
    { title: '课时', dataIndex: 'lessons', width: 70, align: 'right' },
    { title: '销量', dataIndex: 'sales', width: 80, align: 'right' },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <LinkButton type="link" to={courseEditPath(row.id)} aria-label={`编辑${row.title}`}>
          编辑
        </LinkButton>
      ),
    },
  ];

  const filtered = Boolean(keyword || tab !== 'all');
  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: oneOf(TABS, key) ?? 'all', page: 1 })}
        items={TABS.map((key) => ({ key, label: TAB_TEXT[key] }))}
        tabBarExtraContent={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(newCoursePath())}
          >
            新建课程
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <Input.Search
          key={keyword}
          aria-label="搜索课程"
          placeholder="按课程标题搜索"
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          allowClear
          enterButton="搜索"
          style={{ width: 320 }}
          onSearch={(value) => show({ keyword: value, page: 1 })}
        />
      </div>
      {courses.isError ? (
        <ReloadResult
          title="课程加载失败"
          error={courses.error}
          onReload={() => void courses.refetch()}
        />
      ) : (
        <Table<ConsoleCourseRow>
          rowKey="id"
          columns={columns}
          dataSource={courses.data?.list ?? []}
          loading={courses.isPending || courses.isPlaceholderData}
          locale={{ emptyText: filtered ? '没有找到符合条件的课程' : '还没有课程，先新建一门' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: courses.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 门`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 1100 }}
        />
      )}
    </section>
  );
}
