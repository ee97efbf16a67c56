import { PageShell } from '../../../components/page-shell/page-shell';
import { ColumnSections } from '../components/column-sections';
import { ExamTable } from '../components/exam-table';
import styles from '../components/news.module.css';

/** /toCountry: 国考专区, the national exam's notices, posts, score lines and papers. */
export default function ToCountryPage() {
  return (
    <PageShell title="国考专区">
      <p className={styles.intro}>
        中央机关及其直属机构考试录用公务员（国考）一般在每年10月发布公告，11月底或12月初笔试。这里汇总国考公告、职位表、报名人数、进面分数线和历年真题。
      </p>
      <ExamTable examType="国考" />
      <ColumnSections
        dirs={['guokao', 'zhiweibiao', 'baomingrenshu', 'fenshuxian', 'guokaozhenti', 'xingce']}
      />
    </PageShell>
  );
}
