import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { ImportTarget } from '@shangan/shared/contracts/console/question-import';
import { catalogueTree } from './catalogue-tree';
import styles from './question-import.module.css';

export interface ImportTargetChoice {
  subjectId?: number;
  catalogueId?: number;
}

/**
 * 科目 and 知识点, both required: questions that name no knowledge point of their own go under
 * the one chosen. Choosing another subject clears the knowledge point (it belongs to one subject).
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

  return (
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
    </div>
  );
}
