import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { ImportTarget } from '@shangan/shared/contracts/console/question-import';
import { PaperStateTag } from '../papers/paper-labels';
import { catalogueTree } from './catalogue-tree';
import styles from './question-import.module.css';

export interface ImportTargetChoice {
  subjectId?: number;
  catalogueId?: number;
  /** A past paper of the subject the questions are filed under; none: the bank only. */
  paperId?: number;
}

/**
 * The choice as far as the subjects allow it: a subject that is not offered (an address typed
 * by hand, a subject gone), or a knowledge point or paper not of the chosen subject, is dropped.
 */
export function fitChoice(
  choice: ImportTargetChoice,
  targets: ImportTarget[] | undefined,
): ImportTargetChoice {
  if (!targets) return choice;
  const subject = targets.find((target) => target.id === choice.subjectId);
  if (!subject) return {};
  const { catalogueId, paperId } = choice;
  return {
    subjectId: subject.id,
    ...(subject.catalogues.some((node) => node.id === catalogueId) ? { catalogueId } : {}),
    ...(subject.papers.some((paper) => paper.id === paperId) ? { paperId } : {}),
  };
}

/**
 * 科目 and 知识点, both required: questions that name no knowledge point of their own go under
 * the one chosen. 导入到试卷 is optional. Choosing another subject clears the knowledge point
 * and the paper (each belongs to one subject).
 */
export function ImportTargetFields({
  targets,
  value,
  onChange,
  showMissing,
  disabled = false,
}: {
  targets: ImportTarget[];
  value: ImportTargetChoice;
  onChange: (next: ImportTargetChoice) => void;
  /** A file was chosen before the target: the empty fields are marked. */
  showMissing: boolean;
  disabled?: boolean;
}) {
  const subject = targets.find((target) => target.id === value.subjectId);
  const tree = useMemo(() => catalogueTree(subject?.catalogues ?? []), [subject]);
  const papers = subject?.papers ?? [];

  return (
    <>
      <div className={styles.targets}>
        <div className={styles.field}>
          <span className={styles.fieldLabel}>科目</span>
          <Select
            aria-label="科目"
            placeholder="选择科目"
            style={{ width: 220 }}
            disabled={disabled}
            status={showMissing && !value.subjectId ? 'error' : undefined}
            value={value.subjectId}
            onChange={(subjectId: number) => onChange({ subjectId })}
            options={targets.map((target) => ({ value: target.id, label: target.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.fieldLabel}>知识点</span>
          <TreeSelect
            aria-label="知识点"
            placeholder={subject ? '选择知识点' : '请先选择科目'}
            style={{ width: 320 }}
            disabled={disabled || !subject}
            status={showMissing && !value.catalogueId ? 'error' : undefined}
            value={value.catalogueId}
            onChange={(catalogueId: number) => onChange({ ...value, catalogueId })}
            treeData={tree}
            showSearch={{ treeNodeFilterProp: 'title' }}
            notFoundContent="该科目下没有知识点"
          />
        </div>
        <div className={styles.field}>
          <span className={`${styles.fieldLabel} ${styles.optional}`}>导入到试卷</span>
          <Select
            aria-label="导入到试卷"
            placeholder={subject ? '不导入到试卷（选填）' : '请先选择科目'}
            style={{ width: 320 }}
            disabled={disabled || !subject}
            allowClear
            value={value.paperId}
            onChange={(paperId?: number) => onChange({ ...value, paperId })}
            options={papers.map((paper) => ({
              value: paper.id,
              label: paper.title,
              state: paper.state,
            }))}
            optionRender={(option) => (
              <span className={styles.paperOption}>
                <span className={styles.paperTitle}>{option.label}</span>
                <PaperStateTag state={option.data.state} />
              </span>
            )}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="该科目还没有试卷，可在「试卷管理」中新建"
          />
        </div>
      </div>
      <p className={styles.targetHint}>
        选择试卷后，题目按文件中的顺序排在试卷已有题目之后，只跳过该试卷中已有的重复题；不选试卷则只导入题库。
      </p>
    </>
  );
}
