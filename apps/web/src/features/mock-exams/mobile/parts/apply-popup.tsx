import { PROVINCES } from '@shangan/shared';
import { Button, CheckList, Picker, Popup, SearchBar, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { MobileSpinner } from '../../../../components/mobile';
import { useSettled } from '../../../../lib/hooks/use-settled';
import { useApplyMockExam } from '../../api/apply-mock-exam';
import { useEnlistExams } from '../../api/enlist-exams';
import { usePositions } from '../../api/enlist-positions';
import { applyInputOf, positionIdOf, type PickablePosition } from '../../lib/apply-input';
import { enlistKindOf } from '../../lib/contest-words';
import styles from './detail.module.css';

interface ApplyPopupProps {
  open: boolean;
  mockExamId: number;
  title: string;
  /** 国考, 省考 …: only positions of that exam rank me in this contest. */
  examType: string;
  onClose: () => void;
}

/**
 * 报名 in a bottom sheet: both choices are optional. A position of the enlistment position
 * tables ranks me among its other applicants too (and decides the province, from its work
 * location); a province alone ranks me in that province as well as nationwide. The server
 * checks the position belongs to the contest's exam and says why not.
 */
export function ApplyPopup({ open, mockExamId, title, examType, onClose }: ApplyPopupProps) {
  const apply = useApplyMockExam();
  const exams = useEnlistExams(open);
  const kind = enlistKindOf(examType);
  const examOptions = (exams.data ?? []).filter((exam) => exam.kind === kind);
  const [examId, setExamId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useSettled(keyword.trim());
  const [position, setPosition] = useState<PickablePosition | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const [pickingProvince, setPickingProvince] = useState(false);
  const positions = usePositions(
    open && examId
      ? { examId, page: 1, pageSize: 20, ...(settledKeyword ? { keyword: settledKeyword } : {}) }
      : null,
  );
  const rows: PickablePosition[] = positions.data?.list ?? [];

  const submit = () =>
    apply.mutate(applyInputOf(mockExamId, position ? positionIdOf(position) : null, province), {
      onSuccess: (result) => {
        Toast.show({
          icon: 'success',
          content: result.newlyApplied ? '报名成功' : '你已报名本场模考',
        });
        onClose();
      },
    });

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.popup}
    >
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>报名：{title}</h2>
        <p className={styles.hint}>
          报考职位和排名省份都可以不填。填写后，成绩公布时除全国排名外，还能看到你在省份内和同职位报名者中的排名。
        </p>

        <h3 className={styles.field}>考试（选填）</h3>
        {exams.isPending ? (
          <MobileSpinner />
        ) : exams.isError ? (
          <p className={styles.hint}>考试列表加载失败，可只填写排名省份</p>
        ) : examOptions.length === 0 ? (
          <p className={styles.hint}>暂无{examType}职位表，可只填写排名省份</p>
        ) : (
          <Selector
            columns={1}
            className={styles.selector}
            value={examId ? [examId] : []}
            onChange={(value) => {
              setExamId(value[0] ?? null);
              setPosition(null);
              setKeyword('');
            }}
            options={examOptions.map((exam) => ({ value: exam.id, label: exam.name }))}
          />
        )}

        {examId ? (
          <>
            <h3 className={styles.field}>报考职位（选填）</h3>
            <SearchBar
              placeholder="按职位代码、招录机关或职位名称搜索"
              value={keyword}
              onChange={setKeyword}
              aria-label="搜索职位"
            />
            <div className={styles.positions}>
              {positions.isFetching && rows.length === 0 ? (
                <MobileSpinner text="正在查找" />
              ) : rows.length === 0 ? (
                <p className={styles.hint}>没有找到符合的职位</p>
              ) : (
                <CheckList
                  value={position ? [position.code] : []}
                  onChange={(value) =>
                    setPosition(rows.find((row) => row.code === value[0]) ?? null)
                  }
                >
                  {rows.map((row) => (
                    <CheckList.Item
                      key={row.code}
                      value={row.code}
                      disabled={positionIdOf(row) === null}
                      description={`${row.department} · ${row.location}（${row.code}）`}
                    >
                      {row.positionName}
                    </CheckList.Item>
                  ))}
                </CheckList>
              )}
            </div>
          </>
        ) : null}

        <h3 className={styles.field}>排名省份（选填）</h3>
        {position ? (
          <p className={styles.hint}>按所选职位的工作地点（{position.location}）确定</p>
        ) : (
          <div className={styles.provinceRow}>
            <Button
              className={styles.provinceButton}
              onClick={() => setPickingProvince(true)}
              aria-label="排名省份"
            >
              {province ?? '选择省份'}
            </Button>
            {province ? (
              <Button fill="none" onClick={() => setProvince(null)}>
                清除
              </Button>
            ) : null}
          </div>
        )}
        <Picker
          columns={[PROVINCES.map((name) => ({ label: name, value: name }))]}
          visible={pickingProvince}
          onClose={() => setPickingProvince(false)}
          value={province ? [province] : []}
          onConfirm={(value) => setProvince((value[0] as string | null) ?? null)}
          title="排名省份"
        />

        <Button
          block
          color="primary"
          size="large"
          className={styles.submit}
          loading={apply.isPending}
          onClick={submit}
        >
          确认报名
        </Button>
      </div>
    </Popup>
  );
}
