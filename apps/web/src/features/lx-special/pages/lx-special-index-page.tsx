import { Link } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useLxColumnArticles } from '../api/column-articles';
import { LX_SPECIAL_TITLE, LX_SPECIAL_TOPICS } from '../lx-special-topics';
import styles from '../components/lx-special-topic-page.module.css';

const STAGES = [
  { title: '报名', ids: ['LxSpecialNotice', 'LxSpecialApplicationConditions', 'LxSpecialSignUp'] },
  {
    title: '笔试',
    ids: ['LxSpecialExaminationSubjects', 'LxSpecialExaminationQuestions', 'LxSpecialScoreLine'],
  },
  {
    title: '面试',
    ids: [
      'LxSpecialInterviewProcess',
      'LxSpecialInterviewEtiquette',
      'LxSpecialRecruitmentPublicity',
    ],
  },
] as const;

/** /lxSpecial: the 遴选 section's front page, the three stages and the newest 遴选 notices. */
export default function LxSpecialIndexPage() {
  const { list, loading } = useLxColumnArticles('linxuan');
  const title = (id: string) => LX_SPECIAL_TOPICS.find((topic) => topic.id === id)?.title ?? id;
  return (
    <PageShell title={LX_SPECIAL_TITLE} bare>
      <div className={styles.guide}>
        <p>
          公开遴选是县级以下机关公务员进入市级以上机关的主要通道。本专题按报名、笔试、面试三个阶段整理遴选的全流程信息，帮你少走弯路。
        </p>
        {STAGES.map((stage) => (
          <p key={stage.title}>
            <strong>{stage.title}：</strong>
            {stage.ids.map((id, index) => (
              <span key={id}>
                {index > 0 && ' · '}
                <Link to={pathTo(id)}>{title(id)}</Link>
              </span>
            ))}
          </p>
        ))}
      </div>
      <h2 className={styles.heading}>最新遴选公告</h2>
      <ArticleList items={list.data?.list} loading={loading} empty="暂无遴选公告" />
    </PageShell>
  );
}
