import { Button, Drawer, Empty, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useFavorites } from '../api/favorites-list';
import { useQuestionView } from '../api/favorites-question-view';
import { useSetStarred } from '../api/favorites-star';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { TYPE_LABELS } from '../lib/answer-model';
import styles from '../components/bank.module.css';

const PAGE_SIZE = 10;

/** 我的收藏: starred questions; open one to read it (with its analysis once handed in). */
export function Favorites() {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const favorites = useFavorites({ page, size: PAGE_SIZE });
  const unstar = useSetStarred();
  const view = useQuestionView(viewing);

  if (favorites.isPending) return <LoadingState />;
  if (favorites.isError)
    return <ErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.total === 0)
    return <Empty description="还没有收藏题目。做题时点击“收藏”即可加入。" />;
  return (
    <div>
      <p className={styles.muted}>共收藏 {favorites.data.total} 道题</p>
      {favorites.data.list.map((item) => (
        <div
          key={item.questionId}
          className={styles.listItem}
          aria-label={`收藏题目${item.questionId}`}
        >
          <div className={styles.listMain}>
            <p className={styles.listTitle}>{item.summary}</p>
            <div className={styles.listMeta}>
              <Tag color="blue">{TYPE_LABELS[item.questionTypeCode]}</Tag>
              <span>{item.subjectName}</span>
              {item.knowledgePoint && <span>{item.knowledgePoint.name}</span>}
              <span>收藏于 {new Date(item.starredAt).toLocaleDateString('zh-CN')}</span>
            </div>
          </div>
          <Button onClick={() => setViewing(item.questionId)}>查看</Button>
          <Button
            type="text"
            danger
            loading={unstar.isPending && unstar.variables?.questionId === item.questionId}
            onClick={() => unstar.mutate({ questionId: item.questionId, starred: false })}
          >
            取消收藏
          </Button>
        </div>
      ))}
      {favorites.data.total > PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={favorites.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title="查看题目"
        width={760}
        destroyOnHidden
      >
        {view.isPending && <LoadingState />}
        {view.isError && <ErrorState error={view.error} onRetry={() => void view.refetch()} />}
        {view.data &&
          (view.data.questionTypeCode === 'composite' ? (
            <CompositeQuestion
              question={view.data}
              firstNumber={1}
              values={{}}
              review={Object.fromEntries(view.data.sonQuestion.map((son) => [son.id, {}]))}
            />
          ) : (
            <QuestionBlock question={view.data} number={1} value={undefined} review={{}} />
          ))}
        {view.data &&
          (view.data.locked || view.data.sonQuestion.some((son) => son.locked)) &&
          !view.data.lockedReason && (
            <p className={styles.muted}>完成包含本题的练习并交卷后，即可在这里查看答案与解析。</p>
          )}
      </Drawer>
    </div>
  );
}
