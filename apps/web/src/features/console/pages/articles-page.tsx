import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Space, Table, Tabs, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ARTICLE_STATE_TEXT, ArticleMsg, type ArticleState } from '@shangan/shared';
import type { ConsoleArticleRow } from '@shangan/shared/contracts/console/articles';
import { LinkButton } from '../../../components/link-button/link-button';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { useArticleTargets, useConsoleArticles } from '../api/console-articles';
import { useWithdrawArticle } from '../api/withdraw-article';
import { articleEditPath, articleSitePath } from '../components/articles/article-paths';
import { columnTree } from '../components/articles/column-tree';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 40;
/** Published articles first: they are what the site shows. */
const TABS: ArticleState[] = ['published', 'draft'];

/**
 * /admin/articles: editors' articles, published and drafts, found by column and title; each
 * opens in the editor, and a published one can be taken off the site (下线, kept as a draft).
 */
export default function ArticlesPage() {
  useDocumentTitle('文章管理 - 教务后台');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = oneOf(TABS, params.get('state')) ?? 'published';
  const keyword = params.get('keyword') ?? '';
  const columnId = positiveInt(params.get('columnId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const articles = useConsoleArticles({
    state,
    page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(columnId ? { columnId } : {}),
  });
  const targets = useArticleTargets();
  const tree = useMemo(() => columnTree(targets.data?.columns ?? []), [targets.data]);
  const withdraw = useWithdrawArticle();
  const published = state === 'published';

  const show = (next: {
    state?: ArticleState;
    keyword?: string;
    columnId?: number | null;
    page?: number;
  }) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) =>
      value ? search.set(key, value) : search.delete(key);
    if (next.state !== undefined) set('state', next.state === 'published' ? null : next.state);
    if (next.keyword !== undefined) set('keyword', next.keyword.trim().slice(0, KEYWORD_MAX));
    if (next.columnId !== undefined) set('columnId', next.columnId ? String(next.columnId) : null);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(search);
  };

  const takeOffSite = async (row: ConsoleArticleRow) => {
    try {
      await withdraw.mutateAsync({ id: row.id });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ArticleMsg.withdrawn);
  };

  const columns: TableColumnsType<ConsoleArticleRow> = [
    {
      title: '标题',
      render: (_, row) => (
        <>
          <Link to={articleEditPath(row)} className={styles.clamp}>
            {row.title}
          </Link>
          {row.state === 'published' && (
            <a
              href={articleSitePath(row.id)}
              target="_blank"
              rel="noreferrer"
              className={styles.muted}
              aria-label={`在网站查看${row.title}`}
            >
              在网站查看
            </a>
          )}
        </>
      ),
    },
    { title: '栏目', dataIndex: 'columnTitle', width: 140 },
    {
      title: '城市分站',
      dataIndex: 'cityName',
      width: 110,
      render: (name: string) => name || '全国',
    },
    {
      title: published ? '作者' : '编辑',
      dataIndex: 'editor',
      width: 120,
      render: (name: string) => name || '—',
    },
    {
      title: published ? '发布时间' : '保存时间',
      dataIndex: 'time',
      width: 170,
      render: (at: string, row) => (
        <>
          {formatDateTime(at)}
          {row.publishAt && (
            <div>
              <Tag color="blue" className={styles.tagBelow}>
                定时 {formatDateTime(row.publishAt)}
              </Tag>
            </div>
          )}
        </>
      ),
    },
    ...(published
      ? [{ title: '浏览', dataIndex: 'viewCount', width: 80, align: 'right' as const }]
      : []),
    {
      title: '操作',
      fixed: 'right',
      width: published ? 130 : 80,
      render: (_, row) => (
        <Space size={0}>
          <LinkButton type="link" to={articleEditPath(row)} aria-label={`编辑${row.title}`}>
            编辑
          </LinkButton>
          {row.state === 'published' && (
            <Popconfirm
              title="下线这篇文章？"
              description="下线后网站和搜索中将不再显示，文章转为草稿"
              okText="下线"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => takeOffSite(row)}
            >
              <Button type="link" danger aria-label={`下线${row.title}`}>
                下线
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const filtered = Boolean(keyword || columnId);
  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={state}
        onChange={(key) => show({ state: oneOf(TABS, key) ?? 'published', page: 1 })}
        items={TABS.map((key) => ({ key, label: ARTICLE_STATE_TEXT[key] }))}
        tabBarExtraContent={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(pathTo('ConsoleArticleEdit'))}
          >
            写文章
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <Space wrap>
          <TreeSelect
            aria-label="栏目"
            placeholder="全部栏目"
            style={{ width: 220 }}
            allowClear
            value={columnId ?? undefined}
            onChange={(value?: number) => show({ columnId: value ?? null, page: 1 })}
            treeData={tree}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            loading={targets.isPending}
            notFoundContent={targets.isError ? '栏目加载失败' : '没有栏目'}
          />
          <Input.Search
            key={keyword}
            aria-label="搜索文章"
            placeholder="按标题搜索"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 320 }}
            onSearch={(value) => show({ keyword: value, page: 1 })}
          />
        </Space>
      </div>
      {articles.isError ? (
        <ReloadResult
          title="文章加载失败"
          error={articles.error}
          onReload={() => void articles.refetch()}
        />
      ) : (
        <Table<ConsoleArticleRow>
          rowKey={(row) => `${row.state}:${row.id}`}
          columns={columns}
          dataSource={articles.data?.list ?? []}
          loading={articles.isPending || articles.isPlaceholderData}
          locale={{
            emptyText: filtered
              ? '没有找到符合条件的文章'
              : published
                ? '还没有文章'
                : '还没有草稿',
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: articles.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 篇`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 1000 }}
        />
      )}
    </section>
  );
}
