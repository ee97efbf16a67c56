import { Breadcrumb, Empty, Pagination } from 'antd';
import type { LectureSubject } from '@shangan/shared/contracts/video-teaching/lectures';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useLectureCatalogue } from '../api/lecture-catalogue';
import { useLectureList } from '../api/lecture-list';
import { LectureCard } from '../components/lecture-card';
import { LoadFailed, Loading } from '../components/page-states';
import { idParam } from '../lib/params';
import styles from '../lectures.module.css';

const PAGE_SIZE = 10;

/** The name of the picked node of a subject's catalogue, and whether it is there at all. */
function nodeName(subject: LectureSubject, catalogueId: number): string | null {
  for (const module of subject.modules) {
    if (module.id === catalogueId) return module.name;
    const point = module.points.find((item) => item.id === catalogueId);
    if (point) return point.name;
  }
  return null;
}

function NodeButton({
  name,
  count,
  open,
  active,
  point = false,
  onClick,
}: {
  name: string;
  count: number;
  open: number;
  active: boolean;
  point?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${active ? styles.nodeActive : styles.node} ${point ? styles.nodePoint : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      {name}
      <span className={styles.nodeCount}>
        {open > 0 ? `${open}/` : ''}
        {count}讲
      </span>
    </button>
  );
}

/**
 * A subject's lecture catalogue: its modules and knowledge points with how many lectures each
 * has (and how many the person may watch in full), and the lectures under the one picked.
 */
export default function LectureSubjectPage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const subjectParam = idParam(params.get('subjectId'));
  const catalogue = useLectureCatalogue(subjectParam, viewer, !user.isPending);
  const subject = catalogue.data?.[0];
  const asked = idParam(params.get('catalogueId'));
  const catalogueId = subject && asked && nodeName(subject, asked) ? asked : 0;
  const page = idParam(params.get('page')) || 1;
  const list = useLectureList(
    {
      ...(subject ? { subjectId: subject.id } : {}),
      ...(catalogueId ? { catalogueId } : {}),
      page,
      pageSize: PAGE_SIZE,
    },
    viewer,
    !!subject && !user.isPending,
  );
  useDocumentTitle(subject ? `${subject.name}·名师讲题` : '名师讲题');

  const pick = (next: { catalogueId?: number; page?: number }) =>
    setParams({
      subjectId: String(subject?.id ?? subjectParam),
      ...(next.catalogueId ? { catalogueId: String(next.catalogueId) } : {}),
      ...((next.page ?? 1) > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={pathTo('Lecture')}>名师讲题</Link> },
          { title: subject?.name ?? '科目' },
        ]}
      />
      {catalogue.isPending && <Loading />}
      {catalogue.isError && (
        <LoadFailed error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.data && !subject && (
        <section className={styles.panel}>
          <Empty description="该科目暂无名师讲题" />
        </section>
      )}
      {subject && (
        <div className={styles.layout}>
          <nav className={styles.panel} aria-label={`${subject.name}讲题目录`}>
            <h1 className={styles.panelTitle}>{subject.name}</h1>
            <div className={styles.tree}>
              <NodeButton
                name="全部讲题"
                count={subject.lectureCount}
                open={subject.openCount}
                active={catalogueId === 0}
                onClick={() => pick({})}
              />
              {subject.modules.map((module) => (
                <div key={module.id} className={styles.tree}>
                  <NodeButton
                    name={module.name}
                    count={module.lectureCount}
                    open={module.openCount}
                    active={catalogueId === module.id}
                    onClick={() => pick({ catalogueId: module.id })}
                  />
                  {module.points.map((point) => (
                    <NodeButton
                      key={point.id}
                      name={point.name}
                      count={point.lectureCount}
                      open={point.openCount}
                      active={catalogueId === point.id}
                      point
                      onClick={() => pick({ catalogueId: point.id })}
                    />
                  ))}
                </div>
              ))}
            </div>
          </nav>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              {catalogueId ? nodeName(subject, catalogueId) : `${subject.name}全部讲题`}
            </h2>
            {list.isPending && <Loading />}
            {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
            {list.data && list.data.total === 0 && <Empty description="暂无讲题" />}
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
                onChange={(next) => pick({ catalogueId, page: next })}
                showSizeChanger={false}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
