import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { useMockExamStageChoices } from '../../hooks/use-mock-exam-screen';
import styles from './stage-switch.module.css';

interface StageSwitchProps {
  mockExamId: number;
  stage: MockExamStage;
  practice: boolean;
  /** The leave log's last count (null before any). */
  leaveCount: number | null;
  /** Opens another stage once this one's answers are saved. */
  onSwitch: (stage: MockExamStage) => void;
}

/**
 * 行测 / 申论 under the exam screen's top bar, as on the desktop: another stage opens when the
 * server lets me into it (greyed out before), and the times I left this stage's page.
 */
export function StageSwitch({
  mockExamId,
  stage,
  practice,
  leaveCount,
  onSwitch,
}: StageSwitchProps) {
  const { choices, leftCount } = useMockExamStageChoices(mockExamId, stage, practice, leaveCount);
  if (choices.length === 0 && leftCount === 0) return null;
  return (
    <div className={styles.row}>
      {choices.length > 0 && (
        <div className={styles.tabs} role="tablist" aria-label="考试科目">
          {choices.map((choice) => (
            <button
              key={choice.stage}
              type="button"
              role="tab"
              aria-selected={choice.stage === stage}
              disabled={choice.disabled}
              className={choice.stage === stage ? styles.tabOn : styles.tab}
              onClick={() => {
                if (choice.stage !== stage) onSwitch(choice.stage);
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {leftCount > 0 && (
        <span className={styles.left} role="note">
          已离开考试页面 {leftCount} 次
        </span>
      )}
    </div>
  );
}
