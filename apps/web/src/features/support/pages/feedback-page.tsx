import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { positiveInt } from '../../../lib/address-params';
import { useCurrentUser } from '../../../lib/current-user';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackHistory } from '../components/feedback-history';
import styles from '../components/feedback.module.css';

/** /personalCenter/feedback: write to the school, and read what was written and replied. */
export default function FeedbackPage() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const userId = user?.id ?? null;

  const showPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next === 1) search.delete('page');
    else search.set('page', String(next));
    setParams(search);
  };

  return (
    <PageShell title="意见反馈" bare>
      <section className={styles.section} aria-labelledby="feedback-new">
        <h2 id="feedback-new" className={styles.heading}>
          提交反馈
        </h2>
        <FeedbackForm userId={userId} onSent={() => showPage(1)} />
      </section>
      <section className={styles.section} aria-labelledby="feedback-mine">
        <h2 id="feedback-mine" className={styles.heading}>
          我的反馈
        </h2>
        <FeedbackHistory userId={userId} page={page} onPage={showPage} />
      </section>
    </PageShell>
  );
}
