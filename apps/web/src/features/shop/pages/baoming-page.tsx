import { Alert, Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EDUCATION_LEVELS, type EducationLevel } from '@shangan/shared';
import type { EnlistExam, Enlistment } from '@shangan/shared/contracts/enlistment';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useEnlistExams } from '../api/enlist-exams';
import { usePositions } from '../api/enlist-positions';
import { useMyEnlistments } from '../api/my-enlistments';
import { ExamPicker } from '../components/exam-picker';
import { PositionFilters, type PositionFilterValues } from '../components/position-filters';
import { PositionList } from '../components/position-list';
import { formatDate, yuan } from '../../../lib/format';
import { positiveInt } from '../params';
import styles from './baoming-page.module.css';

const PAGE_SIZE = 20;

/** The address parameters of the filters the learner changed; any change starts at page 1. */
function filterParams(changes: Partial<PositionFilterValues>): Record<string, string | null> {
  const next: Record<string, string | null> = { page: null };
  if (changes.keyword !== undefined) next.q = changes.keyword;
  if (changes.education !== undefined) next.edu = changes.education;
  if (changes.region !== undefined) next.region = changes.region;
  return next;
}

function educationOf(value: string | null): EducationLevel | null {
  return EDUCATION_LEVELS.find((level) => level === value) ?? null;
}

/**
 * /baoming (在线报名): choose an exam open for enlistment, search its position table (职位表) by
 * keyword, one's own education and work location, and pick a position to enlist for on
 * /createBmOrder. Exam, filters and page live in the address (`?exam=1&q=海关&edu=bachelor`).
 */
export default function BaomingPage() {
  const [params, setParams] = useSearchParams();
  const exams = useEnlistExams();
  const { data: user } = useCurrentUser();
  const mine = useMyEnlistments(user?.id ?? null);

  const list = exams.data ?? [];
  const asked = positiveInt(params.get('exam'));
  const exam = list.find((e) => e.id === asked) ?? list.find((e) => e.open) ?? list[0] ?? null;
  const filters: PositionFilterValues = {
    keyword: params.get('q') ?? '',
    education: educationOf(params.get('edu')),
    region: params.get('region') || null,
  };
  const page = positiveInt(params.get('page')) ?? 1;
  const positions = usePositions(
    exam
      ? {
          examId: exam.id,
          page,
          pageSize: PAGE_SIZE,
          ...(filters.keyword ? { keyword: filters.keyword } : {}),
          ...(filters.education ? { education: filters.education } : {}),
          ...(filters.region ? { region: filters.region } : {}),
        }
      : null,
  );

  // The address as this page last set it. The router renders a new address in a transition, so
  // a filter picked right after a search runs this render's handlers, whose `params` lack the
  // keyword; building on them would drop it. React Router's functional setParams gets that
  // same render's copy, so it would not help. Back and Forward reach it through the effect.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    latest.current = next;
    setParams(next);
  };

  let body;
  if (exams.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (exams.isError) {
    body = (
      <Result
        status="warning"
        title="考试加载失败"
        subTitle={exams.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void exams.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (!exam) {
    body = <Empty className={styles.empty} description="暂无开放报名的考试" />;
  } else {
    const enlisted = mine.data?.find((e) => e.exam.id === exam.id) ?? null;
    body = (
      <>
        <ExamPicker
          exams={list}
          value={exam.id}
          onChange={(id) =>
            update({ exam: String(id), q: null, edu: null, region: null, page: null })
          }
        />
        <ExamFacts exam={exam} />
        {enlisted && <EnlistedNotice enlistment={enlisted} />}
        <PositionFilters
          value={filters}
          regions={exam.regions}
          onChange={(changes) => update(filterParams(changes))}
        />
        <Positions
          query={positions}
          page={page}
          filtered={Boolean(filters.keyword || filters.education || filters.region)}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
          onClear={() => update({ q: null, edu: null, region: null, page: null })}
        />
      </>
    );
  }

  return <PageShell title="在线报名">{body}</PageShell>;
}

function ExamFacts({ exam }: { exam: EnlistExam }) {
  return (
    <section className={styles.facts} aria-label="考试信息">
      <h2 className={styles.examName}>{exam.name}</h2>
      <p className={styles.intro}>{exam.intro}</p>
      <p className={styles.window}>
        报名时间：{formatDate(exam.enlistStart)} 至 {formatDate(exam.enlistEnd)} · 笔试时间：
        {exam.examDate} · {exam.serviceName} <strong>{yuan(exam.fee)}</strong>
      </p>
      {!exam.open && <Alert type="warning" showIcon title="该考试当前不在报名时间内" />}
    </section>
  );
}

/** Someone already enlisted for this exam: one enlistment per exam, so say where it is. */
function EnlistedNotice({ enlistment }: { enlistment: Enlistment }) {
  const paid = enlistment.status === 'paid';
  return (
    <Alert
      className={styles.notice}
      type={paid ? 'success' : 'info'}
      showIcon
      title={
        paid
          ? `您已完成本考试的报名：${enlistment.position.positionName}（${enlistment.position.code}）`
          : `您已填写本考试的报名信息：${enlistment.position.positionName}（${enlistment.position.code}），尚未缴费`
      }
      action={
        <LinkButton
          size="small"
          type="primary"
          to={pathTo('CreateBmOrder', {}, { id: enlistment.id })}
        >
          {paid ? '查看报名' : '继续报名'}
        </LinkButton>
      }
    />
  );
}

interface PositionsProps {
  query: ReturnType<typeof usePositions>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}

function Positions({ query, page, filtered, onPage, onClear }: PositionsProps) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="职位表加载失败"
        subTitle={query.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const { list, total } = query.data;
  if (list.length === 0) {
    return (
      <Empty
        className={styles.empty}
        description={filtered ? '没有符合条件的职位，换个条件试试' : '该考试暂无职位'}
      >
        {filtered && <Button onClick={onClear}>清除筛选条件</Button>}
      </Empty>
    );
  }
  return (
    <>
      <p className={styles.count} aria-live="polite">
        共 <strong data-testid="position-total">{total}</strong> 个职位
      </p>
      <PositionList
        positions={list}
        refreshing={query.isPlaceholderData}
        enlistTo={(position) => pathTo('CreateBmOrder', {}, { code: position.code })}
      />
      {total > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
