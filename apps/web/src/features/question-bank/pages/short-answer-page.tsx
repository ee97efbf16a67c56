import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { idParam } from '../lib/links';
import { useShortAnswerList } from '../short-answer/api/short-answer-list';
import { firstOpenQuestion, SectionList } from '../short-answer/components/section-list';
import { ShortAnswer } from '../short-answer/components/short-answer';
import styles from '../short-answer/components/short-answer-page.module.css';

/**
 * 简答题 (申论): ?catalogueId=N or ?paperId=N lists the section's questions on the left and
 * opens ?questionId=M (the first one by default) on the right; ?questionId alone opens it.
 */
export default function ShortAnswerPage() {
  const [params] = useSearchParams();
  const catalogueId = idParam(params.get('catalogueId'));
  const paperId = idParam(params.get('paperId'));
  const signedIn = hasToken();
  const filter = catalogueId ? { catalogueId } : paperId ? { paperId } : {};
  const list = useShortAnswerList(filter, signedIn);
  const items = list.data?.items ?? [];
  const questionId = idParam(params.get('questionId')) || firstOpenQuestion(items);
  const backTo = pathTo('ClassSubjectLibrary');
  useDocumentTitle(list.data?.title ? `简答题 · ${list.data.title}` : '简答题');

  if (!signedIn) return <LoginRequired what="作答简答题" />;
  const hasSection = Boolean(catalogueId || paperId);
  const position = items
    .flatMap((item) => item.questions)
    .findIndex((question) => question.id === questionId);
  const linkTo = (id: number) => pathTo('ShortAnswer', {}, { ...filter, questionId: id });

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <div className={styles.topBar}>
        <h1 className={styles.title}>{list.data?.title ?? '简答题'}</h1>
        <LinkButton size="small" to={backTo}>
          返回题库
        </LinkButton>
      </div>
      {!hasSection && !questionId && (
        <ErrorState error={new Error('缺少章节或题目编号')} backTo={backTo} />
      )}
      {hasSection && list.isPending && <LoadingState />}
      {hasSection && list.isError && (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} backTo={backTo} />
      )}
      {hasSection && list.data && items.length === 0 && (
        <div className={styles.panel}>
          <Empty description="本节暂无简答题" />
        </div>
      )}
      {(!hasSection || items.length > 0) && questionId > 0 && (
        <div className={hasSection ? styles.body : undefined}>
          {hasSection && (
            <aside className={styles.side}>
              <SectionList items={items} activeId={questionId} linkTo={linkTo} />
            </aside>
          )}
          <main className={styles.panel} aria-label="作答区">
            <ShortAnswer
              key={questionId}
              questionId={questionId}
              backTo={backTo}
              {...(position >= 0 ? { label: `第${position + 1}题` } : {})}
            />
          </main>
        </div>
      )}
      {hasSection && list.data && items.length > 0 && !questionId && (
        <div className={styles.panel}>
          <Empty description="本节的题目为VIP专享">
            <LinkButton type="primary" to={pathTo('VipRights')}>
              开通VIP
            </LinkButton>
          </Empty>
        </div>
      )}
    </div>
  );
}
