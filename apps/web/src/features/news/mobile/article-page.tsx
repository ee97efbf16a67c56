import type { ArticleDetail } from '@shangan/shared/contracts/news/articles';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { FileOutline, SendOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { MobileEmpty, MobileError } from '../../../components/mobile/states';
import { SectionBlock } from '../../../components/mobile/section-block';
import { RichText } from '../../../components/rich-text/rich-text';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { articleUrl } from '../../../lib/paths';
import { useArticleDetail } from '../api/article-detail';
import { ArticleRow } from './news-rows';
import { readServerArticle, type ServerArticle } from './server-article';
import styles from './article-page.module.css';

/** The line under the title, written exactly as the server writes it before the script runs. */
function metaLine(article: Pick<ArticleDetail, 'columnTitle' | 'publishTime' | 'source'>) {
  const source = article.source ? ` · 来源：${article.source}` : '';
  return `${article.columnTitle} · ${formatDate(article.publishTime)}${source}`;
}

/**
 * Shares the article's address: the desktop page's, which sends phones to this page, so the
 * link opens well on a computer too. The phone's own share sheet when it has one, otherwise the
 * address is copied.
 */
async function shareArticle(title: string, id: number): Promise<void> {
  const url = `${window.location.origin}${articleUrl({ id })}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure worth a word. A refusal is: a phone opens the
      // sheet only right after a tap, and the first tap on a page the server drew waits for
      // the app to start.
      if (error instanceof Error && error.name === 'NotAllowedError') {
        Toast.show({ content: '请再点一次“分享”' });
      }
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    Toast.show({ content: '链接已复制，可以粘贴发给好友了' });
  } catch {
    Toast.show({ content: '请使用浏览器菜单中的“分享”' });
  }
}

/**
 * The article's text in the classes of the server's HTML (.ssr-article, .ssr-meta in
 * mobile-app/styles/mobile.css): the same paddings and type, so the words do not move when the
 * page replaces what the server sent.
 */
function ArticleText({ title, meta, html }: ServerArticle) {
  return (
    <article className="ssr-article">
      <h1>{title}</h1>
      <p className="ssr-meta">{meta}</p>
      <RichText html={html} />
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div className="ssr-article" aria-busy="true" aria-label="文章加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={12} animated />
    </div>
  );
}

function ArticleNotFound() {
  const navigate = useNavigate();
  return (
    <MobilePage title="资讯" documentTitle="文章不存在">
      <MobileEmpty title="文章不存在或已下线" description="看看最新的考试资讯吧">
        <Button color="primary" size="small" onClick={() => navigate(mobilePathTo('MArticleList'))}>
          查看最新资讯
        </Button>
      </MobileEmpty>
    </MobilePage>
  );
}

function ArticleExtras({ article }: { article: ArticleDetail }) {
  return (
    <>
      <div className={styles.sheet}>
        {article.isPdf && article.pdfUrl ? (
          <div className={styles.pdf}>
            <FileOutline className={styles.pdfIcon} aria-hidden="true" />
            <span className={styles.pdfText}>
              <strong>本文附有 PDF 原文</strong>
              <span>用手机浏览器打开阅读或保存</span>
            </span>
            <a href={article.pdfUrl} target="_blank" rel="noopener" className={styles.pdfOpen}>
              打开 PDF
            </a>
          </div>
        ) : null}
        <div className={styles.facts}>
          {article.author ? <span>作者：{article.author}</span> : null}
          <span>阅读 {article.viewCount}</span>
          {article.topicId ? (
            <Link
              to={mobilePathTo('MSpecialDetail', { id: article.topicId })}
              className={styles.topic}
            >
              所属专题
            </Link>
          ) : null}
        </div>
        {article.tags.length > 0 ? (
          <div className={styles.tags} aria-label="标签">
            {article.tags.map((tag) => (
              <Link
                key={tag.id}
                to={mobilePathTo('MTags', { tagId: tag.id })}
                state={{ tagName: tag.name }}
                className={styles.tag}
              >
                #{tag.name}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      <nav className={styles.neighbours} aria-label="上一篇和下一篇">
        {article.prev ? (
          <Link to={mobilePathTo('MArticle', { id: article.prev.id })} className={styles.neighbour}>
            <span className={styles.neighbourLabel}>上一篇</span>
            <span className={styles.neighbourTitle}>{article.prev.title}</span>
          </Link>
        ) : (
          <span className={styles.neighbour}>
            <span className={styles.neighbourLabel}>上一篇</span>
            <span className={styles.neighbourNone}>没有了</span>
          </span>
        )}
        {article.next ? (
          <Link to={mobilePathTo('MArticle', { id: article.next.id })} className={styles.neighbour}>
            <span className={styles.neighbourLabel}>下一篇</span>
            <span className={styles.neighbourTitle}>{article.next.title}</span>
          </Link>
        ) : (
          <span className={styles.neighbour}>
            <span className={styles.neighbourLabel}>下一篇</span>
            <span className={styles.neighbourNone}>没有了</span>
          </span>
        )}
      </nav>
      {article.related.length > 0 ? (
        <SectionBlock title="相关文章">
          {article.related.map((item) => (
            <ArticleRow key={item.id} article={item} />
          ))}
        </SectionBlock>
      ) : null}
    </>
  );
}

/**
 * /article/{id}: one article, its tags, the PDF original when it has one, the articles before
 * and after it and related reads. A missing article says so; a failed request offers a retry.
 */
export default function MobileArticlePage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useArticleDetail(id);
  // Read during the first render only: React replaces the server's HTML when it commits.
  const [server] = useState(() => ({ id, article: valid ? readServerArticle(id) : null }));
  const article = query.data;

  if (!valid || (query.isError && isApiError(query.error) && query.error.kind === 'business')) {
    return <ArticleNotFound />;
  }
  if (query.isError) {
    return (
      <MobilePage title="资讯" documentTitle="文章加载失败">
        <MobileError onRetry={() => void query.refetch()} />
      </MobilePage>
    );
  }
  if (!article) {
    const early = server.id === id ? server.article : null;
    return (
      <MobilePage title="资讯" documentTitle={early?.title ?? '文章详情'}>
        {early ? <ArticleText {...early} /> : <ArticleSkeleton />}
      </MobilePage>
    );
  }
  return (
    <MobilePage
      title={article.columnTitle || '资讯'}
      documentTitle={article.title}
      right={
        <button
          type="button"
          className={styles.share}
          aria-label="分享"
          onClick={() => void shareArticle(article.title, article.id)}
        >
          <SendOutline />
        </button>
      }
    >
      <ArticleText title={article.title} meta={metaLine(article)} html={article.body} />
      <ArticleExtras article={article} />
    </MobilePage>
  );
}
