import type { SuggestedTraining } from '@shangan/shared/contracts/psychology';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import styles from '../psychology.module.css';

/** Trainings to try, each with why it is suggested, opening the training page at it. */
export function TrainingLinks({ trainings }: { trainings: SuggestedTraining[] }) {
  return (
    <ul className={styles.trainingGrid} aria-label="推荐训练">
      {trainings.map((training) => (
        <li key={training.type} className={styles.trainingCard}>
          <strong>{training.name}</strong>
          <span className={styles.muted}>约 {training.minutes} 分钟</span>
          <p>{training.summary}</p>
          {training.reason && <p className={styles.reason}>推荐原因：{training.reason}</p>}
          <LinkButton to={pathTo('PsychologyTestTraining', {}, { type: training.type })}>
            开始{training.name}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
