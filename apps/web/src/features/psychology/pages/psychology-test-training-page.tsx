import { Breadcrumb, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isPsyTrainingType, PSY_TRAINING_TYPES, PSY_TRAININGS } from '@shangan/shared';
import type { PsyTrainingType } from '@shangan/shared';
import type { ReactElement } from 'react';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { BreathingPacer } from '../components/trainings/breathing-pacer';
import { MuscleRelaxation } from '../components/trainings/muscle-relaxation';
import { ScheduleBuilder } from '../components/trainings/schedule-builder';
import { WorryTime } from '../components/trainings/worry-time';
import styles from '../psychology.module.css';

const EXERCISES: Record<PsyTrainingType, () => ReactElement> = {
  breathing: () => <BreathingPacer />,
  'muscle-relaxation': () => <MuscleRelaxation />,
  'worry-time': () => <WorryTime />,
  schedule: () => <ScheduleBuilder />,
};

/**
 * 心理测评训练: the four exercises the reports suggest, one at a time (`?type=`, the first
 * without one). Open to everyone: nothing here is sent to the server.
 */
export default function PsychologyTestTrainingPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const type: PsyTrainingType = isPsyTrainingType(asked) ? asked : PSY_TRAINING_TYPES[0];
  const training = PSY_TRAININGS[type];
  useDocumentTitle(`${training.name} - 心理测评训练`);

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={pathTo('QuestionBank')}>题库</Link> },
          { title: <Link to={pathTo('PsychologyTest')}>心理测评</Link> },
          { title: '调节训练' },
        ]}
      />
      <section className={styles.panel}>
        <h1 className={styles.heroTitle}>调节训练</h1>
        <Tabs
          activeKey={type}
          onChange={(key) => setParams({ type: key }, { replace: true })}
          items={PSY_TRAINING_TYPES.map((key) => ({
            key,
            label: PSY_TRAININGS[key].name,
            // Only the open exercise runs: leaving a tab stops its timer.
            children:
              key === type ? (
                <>
                  <p className={styles.heroNote}>{PSY_TRAININGS[key].summary}</p>
                  {EXERCISES[key]()}
                </>
              ) : null,
          }))}
        />
      </section>
    </div>
  );
}
