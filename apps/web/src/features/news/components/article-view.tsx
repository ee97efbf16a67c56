import { EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { formatViews } from '../../../components/article-list/article-item';
import { formatDate } from '../../../lib/format';
import { TitleList } from '../../../components/article-list/title-list';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { RichText } from '../../../components/rich-text/rich-text';
import { ShareWidget } from '../../../components/share/share-widget';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { articleUrl, columnUrl, homeUrl, pathTo, tagUrl } from '../../../lib/paths';
import { useArticleDetail } from '../api/article-detail';
import { HotSidebar } from './hot-sidebar';
import styles from './news.module.css';

/** An article with share widget, neighbours and related reads (ArticleDetail, VictoryDetail). */
export function ArticleView({ id, topicId }: { id: number; topicId?: string | undefined }) {
  const { data: article, isLoading, isError } = useArticleDetail(id);
  useDocumentTitle(article?.title ?? (isError ? '文章不存在' : '文章详情'));

  if (isLoading) {
    return (
      <div className={`page-container ${styles.page}`}>
        <div className={styles.main}>
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      </div>
    );
  }
  if (isError || !article) {
    return (
      <PageResult
        status="404"
        title="文章不存在或已下线"
        subTitle="您可以回到首页看看最新的考试资讯。"
      />
    );
  }

  const top = article.parentColumn ?? article.column;
  const child = article.parentColumn ? article.column : null;
  const topic = topicId ? Number(topicId) : article.topicId;
  const shareTarget = {
    path: articleUrl({ id: article.id }),
    title: article.title,
    summary: article.summary,
  };
  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          {
            key: 'home',
            title: (
              <Link to={homeUrl(article.city ? String(article.city.cityId) : null)}>
                {article.city ? `${article.city.name}站` : '首页'}
              </Link>
            ),
          },
          { key: 'top', title: <Link to={columnUrl(top, null, article.city)}>{top.title}</Link> },
          ...(child
            ? [
                {
                  key: 'child',
                  title: <Link to={columnUrl(top, child, article.city)}>{child.title}</Link>,
                },
              ]
            : []),
          { key: 'current', title: '正文' },
        ]}
      />
      <div className={styles.layout}>
        <article className={styles.main}>
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <div className={styles.articleMeta}>
            {article.source && <span>来源：{article.source}</span>}
            {article.author && <span>作者：{article.author}</span>}
            <time dateTime={article.publishTime}>{formatDate(article.publishTime)}</time>
            <span>
              <EyeOutlined /> {formatViews(article.viewCount)}
            </span>
            {topic ? <Link to={pathTo('TopicDetail', {}, { id: topic })}>所属专题</Link> : null}
          </div>
          {article.isPdf && (
            <Alert
              className={styles.pdfNotice}
              type="info"
              showIcon
              icon={<FilePdfOutlined />}
              title="本文附有 PDF 原文"
              action={
                <LinkButton size="small" type="primary" to={articleUrl(article, topic)}>
                  在线阅读
                </LinkButton>
              }
            />
          )}
          <RichText html={article.body} as="div" />
          {article.tags.length > 0 && (
            <div className={styles.tags}>
              {article.tags.map((tag) => (
                <Link key={tag.id} to={tagUrl(tag.id)}>
                  <Tag color="volcano">{tag.name}</Tag>
                </Link>
              ))}
            </div>
          )}
          <div className={styles.articleFoot}>
            <ShareWidget {...shareTarget} />
          </div>
          <nav className={styles.neighbours} aria-label="上一篇和下一篇">
            <span>
              上一篇：
              {article.prev ? (
                <Link to={articleUrl(article.prev)}>{article.prev.title}</Link>
              ) : (
                '没有了'
              )}
            </span>
            <span>
              下一篇：
              {article.next ? (
                <Link to={articleUrl(article.next)}>{article.next.title}</Link>
              ) : (
                '没有了'
              )}
            </span>
          </nav>
          {article.related.length > 0 && (
            <section className={styles.related}>
              <h2 className={styles.cardTitle}>相关文章</h2>
              <TitleList items={article.related} />
            </section>
          )}
        </article>
        <HotSidebar columnId={top.id} />
      </div>
    </div>
  );
}
