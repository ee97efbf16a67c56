import type { ReactNode } from 'react';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import styles from './bank.module.css';

/** Frame of the question-type component routes (SingleChoose, FillIn …): the widget at work. */
export function WidgetDemo({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <PageShell title={title} trail={[{ title: '题库', to: pathTo('QuestionBank') }]}>
      <p className={styles.muted}>{note}</p>
      {children}
    </PageShell>
  );
}
