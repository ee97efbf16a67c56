import { useInfiniteQuery } from '@tanstack/react-query';
import { Dropdown, Tag } from 'antd-mobile';
import type { DropdownRef } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MobilePage, PagedList } from '../../../components/mobile';
import { useExaminationLevels } from '../api/examination-level-list';
import { useBankHome } from '../api/home-get-all';
import { usePaperYears } from '../api/home-year-list';
import { qbKeys } from '../api/keys';
import { fetchPapers, type PaperFilter } from '../api/paper-page';
import { idParam } from '../lib/links';
import { PaperSheet } from './lists/paper-sheet';
import styles from './lists/papers.module.css';

const PAGE_SIZE = 10;

interface Choice {
  value: string;
  label: string;
}

/** One filter's options as large buttons; 全部 first. */
function ChoiceGrid({
  label,
  choices,
  value,
  onPick,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onPick: (value: string) => void;
}) {
  return (
    <div className={styles.choices} role="group" aria-label={label}>
      {[{ value: '', label: '全部' }, ...choices].map((choice) => (
        <button
          key={choice.value || 'all'}
          type="button"
          className={choice.value === value ? styles.choiceActive : styles.choice}
          aria-pressed={choice.value === value}
          onClick={() => onPick(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** The list's filter and its page query (the same names as the desktop's address). */
export function paperFilterOf(params: URLSearchParams): Omit<PaperFilter, 'page' | 'size'> {
  const subjectId = idParam(params.get('subjectId'));
  const year = idParam(params.get('year'));
  const region = params.get('region') ?? '';
  const examinationLevel = params.get('level') ?? '';
  return {
    ...(subjectId ? { subjectId } : {}),
    ...(year ? { year } : {}),
    ...(region ? { region } : {}),
    ...(examinationLevel ? { examinationLevel } : {}),
  };
}

/**
 * 历年真题: past papers by subject, year, region and exam (filters in the address, as on the
 * desktop), growing as it scrolls; a paper opens a sheet to start, continue or see its report.
 */
export default function TrueQuestionPage() {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<number | null>(null);
  const dropdown = useRef<DropdownRef>(null);
  const filter = paperFilterOf(params);

  const subjects = (useBankHome().data?.subjects ?? []).filter((subject) => subject.paperCount > 0);
  const years = usePaperYears(filter.subjectId);
  const levels = useExaminationLevels();
  const papers = useInfiniteQuery({
    queryKey: qbKeys.papers({ ...filter, list: 'infinite' }),
    queryFn: ({ pageParam }) => fetchPapers({ ...filter, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
  const regions = papers.data?.pages[0]?.regions ?? [];

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    dropdown.current?.close();
  };

  const subjectName = subjects.find((item) => item.id === filter.subjectId)?.name;
  return (
    <MobilePage title="历年真题">
      <div className={styles.filters}>
        <Dropdown ref={dropdown}>
          <Dropdown.Item key="subject" title={subjectName ?? '科目'}>
            <ChoiceGrid
              label="科目"
              value={String(filter.subjectId ?? '')}
              choices={subjects.map((item) => ({ value: String(item.id), label: item.name }))}
              onPick={(value) => update('subjectId', value)}
            />
          </Dropdown.Item>
          <Dropdown.Item key="year" title={filter.year ? `${filter.year}年` : '年份'}>
            <ChoiceGrid
              label="年份"
              value={String(filter.year ?? '')}
              choices={(years.data ?? []).map((item) => ({
                value: String(item.year),
                label: `${item.year}年`,
              }))}
              onPick={(value) => update('year', value)}
            />
          </Dropdown.Item>
          <Dropdown.Item key="region" title={filter.region || '地区'}>
            <ChoiceGrid
              label="地区"
              value={filter.region ?? ''}
              choices={regions.map((name) => ({ value: name, label: name }))}
              onPick={(value) => update('region', value)}
            />
          </Dropdown.Item>
          <Dropdown.Item key="level" title={filter.examinationLevel || '考试'}>
            <ChoiceGrid
              label="考试级别"
              value={filter.examinationLevel ?? ''}
              choices={(levels.data ?? []).map((level) => ({
                value: level.name,
                label: `${level.examType}·${level.name}`,
              }))}
              onPick={(value) => update('level', value)}
            />
          </Dropdown.Item>
        </Dropdown>
      </div>
      {papers.data ? (
        <p className={styles.count}>共 {papers.data.pages[0]?.total ?? 0} 套试卷</p>
      ) : null}
      <PagedList
        query={papers}
        itemsOf={(page) => page.list}
        emptyText="没有符合条件的试卷"
        renderItem={(paper) => (
          <button
            key={paper.id}
            type="button"
            className={styles.paper}
            onClick={() => setOpened(paper.id)}
            aria-label={paper.title}
          >
            <span className={styles.paperMain}>
              <span className={styles.paperTitle}>{paper.title}</span>
              <span className={styles.tags}>
                <Tag fill="outline" color="default">
                  {paper.year}年
                </Tag>
                <Tag fill="outline" color="default">
                  {paper.region}
                </Tag>
                <Tag fill="outline" color="default">
                  {paper.examType}·{paper.examinationLevel}
                </Tag>
                {paper.vipOnly ? (
                  <Tag color="warning" fill="outline">
                    VIP
                  </Tag>
                ) : null}
              </span>
              <span className={styles.paperMeta}>
                {paper.questionCount}题 · 建议{paper.timeLimitMinutes}分钟
                {paper.doneCount > 0 ? ` · 已完成${paper.doneCount}次` : ''}
              </span>
            </span>
            <RightOutline className={styles.chevron} aria-hidden="true" />
          </button>
        )}
      />
      <PaperSheet paperId={opened} onClose={() => setOpened(null)} />
    </MobilePage>
  );
}
