import { Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_STATES, ArticleMsg, type ArticleState } from '@shangan/shared';
import type { ConsoleArticle } from '@shangan/shared/contracts/console/articles';
import { LoadFailedResult, ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useArticleTargets, useConsoleArticle } from '../api/console-articles';
import { ArticleForm } from '../components/articles/article-form';
import { articleListPath, articleSitePath } from '../components/articles/article-paths';
import articleStyles from '../components/articles/articles.module.css';
import styles from './console.module.css';

type Opened = { text: string; key: { state: ArticleState; id: number } | null };

function openedAt(params: URLSearchParams): Opened {
  const state = oneOf(ARTICLE_STATES, params.get('state'));
  const id = positiveInt(params.get('id'));
  return state && id ? { text: `${state}:${id}`, key: { state, id } } : { text: 'new', key: null };
}

function Heading({ article }: { article: ConsoleArticle | null }) {
  if (!article) return <h1 className={articleStyles.heading}>写文章</h1>;
  const published = article.state === 'published';
  return (
    <>
      <h1 className={articleStyles.heading}>{published ? '修改文章' : '编辑草稿'}</h1>
      <Tag color={published ? 'success' : 'default'}>{published ? '已发布' : '草稿'}</Tag>
      {published && (
        <a href={articleSitePath(article.id)} target="_blank" rel="noreferrer">
          在网站查看
        </a>
      )}
    </>
  );
}

/**
 * /admin/articles/edit: writes a new article, or edits the one named by ?state=&id=. The
 * form's own first save moves the address to its new draft without reopening the form.
 */
export default function ArticleEditPage() {
  useDocumentTitle('写文章 - 教务后台');
  const [params, setParams] = useSearchParams();
  const address = openedAt(params);
  // What the form was opened on; a save of its own (`ownAddress`) is not another article.
  const [opened, setOpened] = useState(address);
  const [ownAddress, setOwnAddress] = useState<string | null>(null);
  if (address.text !== opened.text && address.text !== ownAddress) setOpened(address);

  const targets = useArticleTargets();
  const article = useConsoleArticle(opened.key);

  const showDraft = (draft: ConsoleArticle) => {
    setOwnAddress(`draft:${draft.id}`);
    setParams({ state: 'draft', id: String(draft.id) }, { replace: true });
  };

  let content;
  if (article.isError) {
    content = (
      <LoadFailedResult
        error={article.error}
        titles={{ 404: ArticleMsg.notFound }}
        onRetry={() => void article.refetch()}
        back={{ label: '返回列表', to: articleListPath() }}
      />
    );
  } else if (targets.isError) {
    content = (
      <ReloadResult
        title="栏目加载失败"
        error={targets.error}
        onReload={() => void targets.refetch()}
      />
    );
  } else if (!targets.data || (opened.key && !article.data)) {
    content = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    const loaded = opened.key ? (article.data ?? null) : null;
    content = (
      <>
        <div className={articleStyles.head}>
          <Heading article={loaded} />
        </div>
        <ArticleForm
          key={opened.text}
          article={loaded}
          targets={targets.data}
          onDraftSaved={showDraft}
        />
      </>
    );
  }
  return <section className={styles.panel}>{content}</section>;
}
