import { Empty, Pagination, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useExperienceNum } from '../api/experience-cards';
import { useLectureCatalogue } from '../api/lecture-catalogue';
import { useLectureList } from '../api/lecture-list';
import { CardsDrawer } from '../components/cards-drawer';
import { CardsSummary } from '../components/cards-summary';
import { LectureCard } from '../components/lecture-card';
import { LoadFailed, Loading } from '../components/page-states';
import { idParam } from '../lib/params';
import styles from '../lectures.module.css';

const PAGE_SIZE = 10;

/**
 * 名师讲题: the subjects that have lectures, a subject's lectures with how the person may watch
 * each (unlocked, VIP, or a trial), and the person's experience cards. Subject, filter and page
 * live in the address.
 */
export default function LecturePage() {
  useDocumentTitle('名师讲题');
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const signedIn = !!user.data;
  const viewer = user.data?.id ?? 0;
  const catalogue = useLectureCatalogue(0, viewer, !user.isPending);
  const subjects = catalogue.data ?? [];
  const subjectId = idParam(params.get('subjectId')) || subjects[0]?.id || 0;
  const subject = subjects.find((item) => item.id === subjectId);
  const filter = signedIn && params.get('filter') === 'unlocked' ? 'unlocked' : 'all';
  const page = idParam(params.get('page')) || 1;
  const list = useLectureList(
    { subjectId, filter, page, pageSize: PAGE_SIZE },
    viewer,
    subjectId > 0 && !user.isPending,
  );
  const num = useExperienceNum(signedIn);
  const [cardsOpen, setCardsOpen] = useState(false);

  const go = (next: { subjectId?: number; filter?: string; page?: number }) =>
    setParams({
      subjectId: String(next.subjectId ?? subjectId),
      ...((next.filter ?? filter) === 'unlocked' ? { filter: 'unlocked' } : {}),
      ...((next.page ?? 1) > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <div className={`page-container ${styles.page}`}>
      <section className={`${styles.panel} ${styles.hero}`}>
        <div className={styles.spacer}>
          <h1 className={styles.heroTitle}>名师讲题</h1>
          <p className={styles.heroNote}>
            名师逐题精讲真题与高频考点：读题、拆解、答案与方法，一讲一题，讲透一类题。
          </p>
        </div>
        <CardsSummary signedIn={signedIn} num={num.data} onShowCards={() => setCardsOpen(true)} />
      </section>

      <section className={styles.panel}>
        {catalogue.isPending && <Loading />}
        {catalogue.isError && (
          <LoadFailed
            error={catalogue.error}
            onRetry={() => void catalogue.refetch()}
            back={false}
          />
        )}
        {catalogue.data && subjects.length === 0 && <Empty description="暂无名师讲题" />}
        {subjects.length > 0 && (
          <>
            <Tabs
              activeKey={String(subjectId)}
              onChange={(key) => go({ subjectId: Number(key) })}
              items={subjects.map((item) => ({
                key: String(item.id),
                label: `${item.name}（${item.lectureCount}）`,
              }))}
            />
            {subject && (
              <div className={styles.row} style={{ marginBottom: 8 }}>
                {subject.modules.map((module) => (
                  <Link
                    key={module.id}
                    to={pathTo(
                      'LectureSubject',
                      {},
                      { subjectId: subject.id, catalogueId: module.id },
                    )}
                  >
                    <Tag>
                      {module.name} {module.lectureCount}
                    </Tag>
                  </Link>
                ))}
                <span className={styles.spacer} />
                {signedIn && (
                  <Segmented
                    value={filter}
                    onChange={(value) => go({ filter: value })}
                    options={[
                      { value: 'all', label: '全部讲题' },
                      { value: 'unlocked', label: '我已解锁' },
                    ]}
                  />
                )}
                <LinkButton to={pathTo('LectureSubject', {}, { subjectId: subject.id })}>
                  按知识点查看
                </LinkButton>
              </div>
            )}
            {list.isPending && <Loading />}
            {list.isError && (
              <LoadFailed error={list.error} onRetry={() => void list.refetch()} back={false} />
            )}
            {list.data && list.data.total === 0 && (
              <Empty description={filter === 'unlocked' ? '还没有解锁的讲题' : '该科目暂无讲题'} />
            )}
            {list.data && list.data.total > 0 && (
              <div aria-label="讲题列表">
                {list.data.list.map((lecture) => (
                  <LectureCard key={lecture.id} lecture={lecture} />
                ))}
              </div>
            )}
            {list.data && list.data.total > PAGE_SIZE && (
              <Pagination
                style={{ marginTop: 16, textAlign: 'center' }}
                current={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onChange={(next) => go({ page: next })}
                showSizeChanger={false}
              />
            )}
          </>
        )}
      </section>
      {signedIn && <CardsDrawer open={cardsOpen} onClose={() => setCardsOpen(false)} />}
    </div>
  );
}
