import { CapsuleTabs } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { ExamList } from '../../../components/mobile/exam-list';
import { SectionBlock } from '../../../components/mobile/section-block';
import { useExamTopics } from '../../../lib/api/exam-topics';
import { useHeadColumns } from '../../../lib/api/columns';
import { mobilePathTo } from '../../../lib/mobile-paths';
import {
  FORECAST_COLUMN_DIRS,
  FORECAST_EXAM_TYPES,
  FORECAST_INTRO,
  findColumnsByDir,
  forecastExamType,
} from '../lib/landing-pages';
import { ColumnSection, RowsPlaceholder } from './news-rows';
import styles from './news-mobile.module.css';

/** The exams ahead of one kind, with their sign-up windows. */
function ExamsAhead({ examType }: { examType: string }) {
  const exams = useExamTopics(examType, { silent: true });
  return (
    <SectionBlock title={`${examType}考试安排`}>
      {exams.data ? (
        exams.data.length > 0 ? (
          <ExamList exams={exams.data} />
        ) : (
          <p className={styles.none}>近期暂无{examType}考试安排</p>
        )
      ) : exams.isError ? (
        <button type="button" className={styles.retry} onClick={() => void exams.refetch()}>
          加载失败，点击重试
        </button>
      ) : (
        <RowsPlaceholder rows={4} />
      )}
    </SectionBlock>
  );
}

/**
 * /forecast/{type?}: 考情预测 for one kind of exam (国考, 省考 …): its exams ahead, then the
 * newest position analyses, applicant counts, score lines and hot topics.
 */
export default function MobileForecastPage() {
  const params = useParams();
  const navigate = useNavigate();
  const type = forecastExamType(params.type);
  const columns = useHeadColumns();
  const sections = columns.data ? findColumnsByDir(columns.data, FORECAST_COLUMN_DIRS) : [];

  return (
    <MobilePage title="考情预测" documentTitle={`${type}考情预测`}>
      <div className={styles.stickyTabs}>
        <CapsuleTabs
          activeKey={type}
          onChange={(key) => navigate(mobilePathTo('MForecast', { type: key }), { replace: true })}
        >
          {FORECAST_EXAM_TYPES.map((name) => (
            <CapsuleTabs.Tab key={name} title={name} />
          ))}
        </CapsuleTabs>
      </div>
      <p className={styles.intro}>{FORECAST_INTRO}</p>
      <ExamsAhead examType={type} />
      {columns.isPending ? <RowsPlaceholder rows={8} /> : null}
      {sections.map((hit) => (
        <ColumnSection key={(hit.child ?? hit.top).id} hit={hit} />
      ))}
    </MobilePage>
  );
}
