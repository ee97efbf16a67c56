import { Breadcrumb, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isPsyTrainingType, PSY_TRAINING_TYPES, PSY_TRAININGS } from '@shangan/shared';
import type { PsyTrainingType } from '@shangan/shared';
import type { ReactElement } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { BreathingPacer } from '../components/trainings/breathing-pacer';
import { MuscleRelaxation } from '../components/trainings/muscle-relaxation';
import { ScheduleBuilder } from '../components/trainings/schedule-builder';
import { WorryTime } from '../components/trainings/worry-time';
import styles from '../psychology.module.css';

// The notes of 担忧时间 and 作息表 are one person's: keyed by them, so a login or logout
// starts the exercise afresh from that person's own notes.
const EXERCISES: Record<PsyTrainingType, (viewer: number) => ReactElement> = {
  breathing: () => <BreathingPacer />,
  'muscle-relaxation': () => <MuscleRelaxation />,
  'worry-time': (viewer) => <WorryTime key={viewer} viewer={viewer} />,
  schedule: (viewer) => <ScheduleBuilder key={viewer} viewer={viewer} />,
};

/** The exercises that keep notes, and so say where they are kept. */
const KEEPS_NOTES: ReadonlySet<PsyTrainingType> = new Set(['worry-time', 'schedule']);

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
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;

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
                  {/* Whose notes to open is known only once the person is. */}
                  {!(KEEPS_NOTES.has(key) && user.isPending) && EXERCISES[key](viewer)}
                  {KEEPS_NOTES.has(key) && (
                    <p className={styles.disclaimer}>
                      {viewer > 0
                        ? '记录只保存在本设备的浏览器中，不会上传，换设备后看不到。'
                        : '记录只保存在本设备当前的浏览器标签页中，关闭标签页后清除；登录后可在本设备长期保存。'}
                    </p>
                  )}
                </>
              ) : null,
          }))}
        />
      </section>
    </div>
  );
}
