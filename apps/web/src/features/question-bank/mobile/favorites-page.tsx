import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, CapsuleTabs, Popup, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  MobileEmpty,
  MobileError,
  MobileLoading,
  MobilePage,
  PagedList,
} from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { fetchFavorites } from '../api/favorites-list';
import { useQuestionView } from '../api/favorites-question-view';
import { useSetStarred } from '../api/favorites-star';
import { useBankHome } from '../api/home-get-all';
import { qbKeys } from '../api/keys';
import { TYPE_LABELS } from '../lib/answer-model';
import { idParam } from '../lib/links';
import { QuestionView } from './practice/question-view';
import styles from './lists/collection.module.css';

const PAGE_SIZE = 10;

/** A starred question in a sheet: read it, with its key and analysis once I handed it in. */
function ViewSheet({
  questionId,
  onClose,
  onUnstar,
}: {
  questionId: number | null;
  onClose: () => void;
  onUnstar: (questionId: number) => void;
}) {
  const view = useQuestionView(questionId);
  return (
    <Popup
      visible={questionId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.popup}
    >
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>查看题目</h2>
        {view.isPending ? (
          <MobileLoading lines={8} />
        ) : view.isError ? (
          <MobileError onRetry={() => void view.refetch()} />
        ) : (
          <>
            {/* The review of a question outside any attempt, as the desktop's favourites drawer. */}
            <QuestionView
              question={view.data}
              firstNumber={1}
              values={{}}
              review={{}}
              showStar={false}
            />
            <Button
              block
              className={styles.sheetButton}
              onClick={() => {
                if (questionId !== null) onUnstar(questionId);
              }}
            >
              取消收藏
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}

/**
 * 我的收藏: starred questions by subject, newest first, growing as it scrolls; open one to
 * read it (the key and analysis once handed in) or unstar it.
 */
export default function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const [viewing, setViewing] = useState<number | null>(null);
  const subjects = useBankHome().data?.subjects ?? [];
  const subjectId = idParam(params.get('subjectId'));
  const filter = subjectId ? { subjectId } : {};
  const favorites = useInfiniteQuery({
    // Under qbKeys.favorites, so starring anywhere refreshes it.
    queryKey: qbKeys.favorites({ ...filter, list: 'infinite' }),
    queryFn: ({ pageParam }) => fetchFavorites({ ...filter, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
  const unstar = useSetStarred();
  // Unstarring asks first: a stray tap on a phone should not lose a starred question.
  const [unstarring, setUnstarring] = useState<number | null>(null);
  const pendingId = unstar.isPending ? unstar.variables.questionId : null;
  const total = favorites.data?.pages[0]?.total;

  return (
    <MobilePage title="我的收藏">
      {subjects.length > 1 ? (
        <CapsuleTabs
          className={styles.capsules}
          activeKey={String(subjectId)}
          onChange={(key) => setParams(key === '0' ? {} : { subjectId: key }, { replace: true })}
        >
          <CapsuleTabs.Tab key="0" title="全部" />
          {subjects.map((subject) => (
            <CapsuleTabs.Tab key={String(subject.id)} title={subject.name} />
          ))}
        </CapsuleTabs>
      ) : null}
      {total !== undefined && total > 0 ? (
        <p className={styles.count}>共收藏 {total} 道题</p>
      ) : null}
      {total === 0 ? (
        <MobileEmpty
          title={subjectId ? '这个科目还没有收藏题目' : '还没有收藏题目'}
          description="做题时点击“收藏”即可加入，方便反复琢磨"
        >
          <Link to={mobilePathTo('MQuestionBank')} className={styles.emptyLink}>
            去题库练习
          </Link>
        </MobileEmpty>
      ) : (
        <PagedList
          query={favorites}
          itemsOf={(page) => page.list}
          renderItem={(item) => (
            <article
              key={item.questionId}
              className={styles.item}
              aria-label={`收藏题目${item.questionId}`}
            >
              <button
                type="button"
                className={styles.itemBody}
                onClick={() => setViewing(item.questionId)}
              >
                <span className={styles.itemTags}>
                  <Tag color="primary" fill="outline">
                    {TYPE_LABELS[item.questionTypeCode]}
                  </Tag>
                  {item.vipOnly ? (
                    <Tag color="warning" fill="outline">
                      VIP
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.summary}>
                  {item.summary.trim() || '（题目内容为图片或材料）'}
                </span>
                <span className={styles.meta}>
                  {item.subjectName}
                  {item.knowledgePoint ? ` · ${item.knowledgePoint.name}` : ''} · 收藏于{' '}
                  {formatDate(item.starredAt)}
                </span>
              </button>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setViewing(item.questionId)}
                >
                  查看题目
                </button>
                <button
                  type="button"
                  className={styles.actionMuted}
                  disabled={pendingId === item.questionId}
                  onClick={() => setUnstarring(item.questionId)}
                >
                  {pendingId === item.questionId ? '取消中…' : '取消收藏'}
                </button>
              </div>
            </article>
          )}
        />
      )}
      <ViewSheet questionId={viewing} onClose={() => setViewing(null)} onUnstar={setUnstarring} />
      <ConfirmDialog
        open={unstarring !== null}
        content="确定取消收藏这道题吗？"
        confirmText="取消收藏"
        cancelText="保留"
        busy={unstar.isPending}
        onCancel={() => setUnstarring(null)}
        onConfirm={() => {
          if (unstarring === null) return;
          unstar.mutate(
            { questionId: unstarring, starred: false },
            {
              onSuccess: () => {
                setUnstarring(null);
                setViewing(null);
              },
            },
          );
        }}
      />
    </MobilePage>
  );
}
