import { Input, Select } from 'antd';
import { EDUCATION_LABELS, EDUCATION_LEVELS, type EducationLevel } from '@shangan/shared';
import styles from './position-filters.module.css';

export interface PositionFilterValues {
  keyword: string;
  education: EducationLevel | null;
  region: string | null;
}

interface PositionFiltersProps {
  value: PositionFilterValues;
  /** The exam's work locations. */
  regions: string[];
  /**
   * Only the filter the learner changed: `value` may be a render behind the address (a filter
   * picked while a search is still being shown), and passing it back whole would undo the
   * other filters' newer values.
   */
  onChange: (changes: Partial<PositionFilterValues>) => void;
}

const EDUCATION_OPTIONS = [
  { value: '', label: '学历不限' },
  ...EDUCATION_LEVELS.map((level) => ({ value: level, label: `我是${EDUCATION_LABELS[level]}` })),
];

/** 关键词 (code, department, position, major), 我的学历 and 工作地点 over a position table. */
export function PositionFilters({ value, regions, onChange }: PositionFiltersProps) {
  return (
    <div className={styles.filters} role="search">
      <Input.Search
        // The address bar may change the keyword (Back): the box starts again from it.
        key={value.keyword}
        className={styles.keyword}
        defaultValue={value.keyword}
        onSearch={(text) => onChange({ keyword: text.trim() })}
        maxLength={50}
        allowClear
        enterButton="搜索"
        placeholder="职位代码、招录机关、职位名称或专业"
        aria-label="搜索职位"
      />
      <Select<string>
        className={styles.select}
        value={value.education ?? ''}
        options={EDUCATION_OPTIONS}
        aria-label="我的学历"
        onChange={(next) => onChange({ education: (next || null) as EducationLevel | null })}
      />
      <Select<string>
        className={styles.select}
        value={value.region ?? ''}
        options={[
          { value: '', label: '全部工作地点' },
          ...regions.map((region) => ({ value: region, label: region })),
        ]}
        aria-label="工作地点"
        onChange={(next) => onChange({ region: next || null })}
      />
    </div>
  );
}
