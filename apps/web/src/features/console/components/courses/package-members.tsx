import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { ConsoleCourseMsg, PACKAGE_MEMBERS_MAX, PACKAGE_MEMBERS_MIN } from '@shangan/shared';
import type { ConsoleCourseRow } from '@shangan/shared/contracts/console/courses';
import { useSettled } from '../../../../lib/hooks/use-settled';
import { useConsoleCourses } from '../../api/console-courses';
import { check } from '../../lib/form-checks';
import { KIND_TEXT, type PackageMember } from './course-labels';
import styles from './courses.module.css';

/** The contract's longest keyword. */
const KEYWORD_MAX = 60;
/** How many courses the picker lists at once (before packages and chosen ones are left out). */
const PICKER_PAGE = 30;

// The server's lower limit in its words (the picker stops at the upper one); the server still
// has the last word.
const RULES = [
  check<PackageMember[]>(
    ConsoleCourseMsg.packageMembersTooFew,
    (members) => (members?.length ?? 0) < PACKAGE_MEMBERS_MIN,
  ),
];

/**
 * 套餐课程: the courses a package sells, in its order, sent with the package's fields when it is
 * saved. While learners hold the package (`holders`) they reach its courses through it, so the
 * courses it was saved with (`savedIds`) cannot be taken out; new ones can still be added (and
 * taken out again until saved).
 */
export function PackageMembersField({
  savedIds,
  holders,
}: {
  savedIds: ReadonlySet<number>;
  holders: number;
}) {
  const held = holders > 0;
  return (
    <div className={styles.package}>
      <div className={styles.packageHead}>
        <h2 className={styles.heading}>套餐课程</h2>
        <span className={styles.muted}>
          学员购买套餐即可学习以下全部课程，按此顺序展示；至少 {PACKAGE_MEMBERS_MIN} 门，最多{' '}
          {PACKAGE_MEMBERS_MAX} 门
        </span>
      </div>
      {held && (
        <Alert
          className={styles.packageAlert}
          type="warning"
          showIcon
          title={`已有 ${holders} 位学员持有该套餐：可以加入课程，不能移出`}
        />
      )}
      <Form.Item name="members" rules={RULES}>
        <PackageMemberList kept={held ? savedIds : NONE} />
      </Form.Item>
    </div>
  );
}

const NONE: ReadonlySet<number> = new Set();

/** The ordered list and the picker below it: a form control whose value is the courses. */
function PackageMemberList({
  id,
  value = [],
  onChange,
  kept,
}: {
  id?: string;
  value?: PackageMember[];
  onChange?: (members: PackageMember[]) => void;
  /** Courses that cannot be taken out. */
  kept: ReadonlySet<number>;
}) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [member] = next.splice(from, 1);
    next.splice(to, 0, member!);
    onChange?.(next);
  };

  return (
    <>
      {value.length === 0 ? (
        <div className={styles.memberEmpty}>还没有课程，从下方搜索添加</div>
      ) : (
        <ol className={styles.members}>
          {value.map((member, index) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.memberIndex}>{index + 1}</span>
              <span className={styles.memberTitle}>
                <span>{member.title}</span>
                <Tag>{KIND_TEXT[member.kind]}</Tag>
                {member.status === 'off' && <Tag color="warning">已下架</Tag>}
              </span>
              <span className={styles.memberActions}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`上移：${member.title}`}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`下移：${member.title}`}
                />
                <RemoveButton
                  title={member.title}
                  kept={kept.has(member.id)}
                  onRemove={() => onChange?.(value.filter((item) => item.id !== member.id))}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
      <CoursePicker id={id} chosen={value} onPick={(member) => onChange?.([...value, member])} />
    </>
  );
}

function RemoveButton({
  title,
  kept,
  onRemove,
}: {
  title: string;
  kept: boolean;
  onRemove: () => void;
}) {
  const button = (
    <Button
      type="link"
      size="small"
      danger
      disabled={kept}
      onClick={onRemove}
      aria-label={`移出：${title}`}
    >
      移出
    </Button>
  );
  if (!kept) return button;
  // A disabled button takes no hover: its wrapper says why.
  return (
    <Tooltip title="已有学员持有该套餐，保存过的课程不能移出">
      <span className={styles.refused}>{button}</span>
    </Tooltip>
  );
}

/**
 * 添加课程: a course found by its title as typed (the newest first when nothing is typed),
 * leaving out packages and the courses already in; choosing one adds it at the end.
 */
function CoursePicker({
  id,
  chosen,
  onPick,
}: {
  id?: string;
  chosen: PackageMember[];
  onPick: (member: PackageMember) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim().slice(0, KEYWORD_MAX));
  const courses = useConsoleCourses({
    page: 1,
    pageSize: PICKER_PAGE,
    ...(settled ? { keyword: settled } : {}),
  });
  const full = chosen.length >= PACKAGE_MEMBERS_MAX;
  const rows = (courses.data?.list ?? []).filter(
    (row) => row.kind !== 'package' && !chosen.some((member) => member.id === row.id),
  );

  const pick = (courseId: number) => {
    const row = rows.find((item) => item.id === courseId);
    if (row) onPick(memberOf(row));
    setKeyword('');
  };

  return (
    <div className={styles.memberPicker}>
      <Select<number | null>
        id={id}
        aria-label="添加课程"
        value={null}
        disabled={full}
        placeholder={
          full
            ? `套餐最多包含 ${PACKAGE_MEMBERS_MAX} 门课程`
            : '添加课程：输入课程标题搜索，选中即加入'
        }
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        options={rows.map((row) => ({ value: row.id, label: row.title }))}
        optionRender={(option) => {
          const row = rows.find((item) => item.id === option.value);
          return (
            <span className={styles.pickerOption}>
              <span>{option.label}</span>
              {row && (
                <span className={styles.muted}>
                  {KIND_TEXT[row.kind]}
                  {row.status === 'off' ? ' · 已下架' : ''}
                </span>
              )}
            </span>
          );
        }}
        loading={courses.isFetching}
        notFoundContent={
          courses.isError
            ? '课程加载失败'
            : courses.isFetching
              ? '正在查找…'
              : '没有找到可加入的课程'
        }
        onChange={(courseId) => {
          if (courseId !== null) pick(courseId);
        }}
      />
    </div>
  );
}

function memberOf(row: ConsoleCourseRow): PackageMember {
  return { id: row.id, title: row.title, kind: row.kind, status: row.status };
}
