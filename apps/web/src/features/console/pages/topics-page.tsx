import { PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsoleTopicMsg } from '@shangan/shared';
import type { ConsoleTopic } from '@shangan/shared/contracts/console/topics';
import { ReloadResult } from '../../../components/page-states/page-states';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { topicUrl } from '../../../lib/paths';
import {
  useConsoleTopics,
  useMoveConsoleTopic,
  useRemoveConsoleTopic,
} from '../api/console-topics';
import { ListEmpty } from '../components/list-empty';
import { OrderedRowActions } from '../components/ordered-row-actions';
import { TopicDialog, type TopicTarget } from '../components/topics/topic-dialog';
import topicStyles from '../components/topics/topics.module.css';
import styles from './console.module.css';

function TopicCover({ topic }: { topic: ConsoleTopic }) {
  if (!topic.cover) return <span className={topicStyles.noCover}>无封面</span>;
  return (
    <img
      className={topicStyles.cover}
      src={topic.cover}
      alt={`${topic.title}封面`}
      loading="lazy"
    />
  );
}

function TopicName({ topic }: { topic: ConsoleTopic }) {
  return (
    <div className={topicStyles.topic}>
      <span className={topicStyles.topicHead}>
        <span className={topicStyles.topicTitle}>{topic.title}</span>
        <Tag color="blue">{topic.classification}</Tag>
      </span>
      {topic.summary && (
        <span className={topicStyles.summary} title={topic.summary}>
          {topic.summary}
        </span>
      )}
    </div>
  );
}

function TopicLists({ topic }: { topic: ConsoleTopic }) {
  if (topic.lists.length === 0) return <span className={topicStyles.muted}>还没有列表</span>;
  return (
    <span className={topicStyles.tags}>
      {topic.lists.map((list) => (
        <Tag key={list.type}>
          {list.name} · {list.articles} 篇
        </Tag>
      ))}
    </span>
  );
}

/**
 * /admin/topics: the topics (专题) in the order the site lists them, each with its cover,
 * classification, summary and article lists. Editors create, change, reorder and delete them
 * here; articles join a topic's list in the article editor.
 */
export default function TopicsPage() {
  useDocumentTitle('专题管理 - 教务后台');
  const topics = useConsoleTopics();
  const move = useMoveConsoleTopic();
  const remove = useRemoveConsoleTopic();
  const busy = move.isPending || remove.isPending;
  const [dialog, setDialog] = useState<TopicTarget | undefined>(undefined);
  const rows = topics.data ?? [];

  const moveTopic = async (topic: ConsoleTopic, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: topic.id, direction });
    } catch (error) {
      // The client has shown the server's message (already at the end: the list was old).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleTopicMsg.moved);
  };

  const removeTopic = async (topic: ConsoleTopic) => {
    try {
      await remove.mutateAsync({ id: topic.id });
    } catch (error) {
      // The client has shown why not: articles or drafts still in it.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleTopicMsg.removed);
  };

  const columns: TableColumnsType<ConsoleTopic> = [
    { title: '封面', width: 136, render: (_, topic) => <TopicCover topic={topic} /> },
    { title: '专题', width: 300, render: (_, topic) => <TopicName topic={topic} /> },
    { title: '文章列表', width: 260, render: (_, topic) => <TopicLists topic={topic} /> },
    {
      title: '文章',
      dataIndex: 'articles',
      width: 90,
      render: (articles: number) => `${articles} 篇`,
    },
    {
      title: '操作',
      width: 220,
      render: (_, topic, at) => (
        <OrderedRowActions
          name={topic.title}
          first={at === 0}
          last={at === rows.length - 1}
          busy={busy}
          onMove={(direction) => void moveTopic(topic, direction)}
          onEdit={() => setDialog({ topic })}
          extra={
            <Button
              type="link"
              size="small"
              href={topicUrl(topic.id)}
              target="_blank"
              rel="noreferrer"
              aria-label={`查看：${topic.title}`}
            >
              查看
            </Button>
          }
          removeTitle={`删除专题「${topic.title}」？`}
          removeHint="只能删除没有文章和草稿的专题，删除后无法恢复"
          onRemove={() => removeTopic(topic)}
        />
      ),
    },
  ];

  const body = () => {
    if (topics.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (topics.isError) {
      return (
        <ReloadResult
          title="专题加载失败"
          error={topics.error}
          onReload={() => void topics.refetch()}
        />
      );
    }
    return (
      <>
        <div className={topicStyles.toolbar}>
          <span className={topicStyles.muted}>
            {rows.length > 0
              ? `共 ${rows.length} 个专题；顺序即网站专题页上的顺序`
              : '专题把文章归入自己的几个列表（如：最新公告、备考指导）'}
          </span>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ topic: null })}>
            新建专题
          </Button>
        </div>
        <p className={topicStyles.hint}>
          文章在「文章管理」中写文章时选择加入哪个专题的哪个列表；有文章的列表不能删除，可以改名。
        </p>
        <Table<ConsoleTopic>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{
            emptyText: (
              <ListEmpty
                title="还没有专题"
                hint="点击「新建专题」创建第一个专题，再在写文章时把文章加入它的列表"
              />
            ),
          }}
          scroll={{ x: 1000 }}
        />
        <TopicDialog target={dialog} topics={rows} onClose={() => setDialog(undefined)} />
      </>
    );
  };

  return <section className={styles.panel}>{body()}</section>;
}
