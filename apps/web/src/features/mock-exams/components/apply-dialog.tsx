import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useSettled } from '../../../lib/hooks/use-settled';
import { notify } from '../../../lib/notifier';
import { useApplyMockExam } from '../api/apply-mock-exam';
import { useEnlistExams } from '../api/enlist-exams';
import { usePositions } from '../api/enlist-positions';
import { applyInputOf, positionIdOf, type PickablePosition } from '../lib/apply-input';
import { enlistKindOf } from '../lib/contest-words';
import { PROVINCES } from '@shangan/shared';

interface ApplyDialogProps {
  open: boolean;
  mockExamId: number;
  title: string;
  /** 国考, 省考 …: only positions of that exam rank me in this contest. */
  examType: string;
  onClose: () => void;
}

/**
 * 报名: both choices are optional. A position of the enlistment position tables ranks me among
 * its other applicants too (and decides the province, from its work location); a province
 * alone ranks me in that province as well as nationwide.
 */
export function ApplyDialog({ open, mockExamId, title, examType, onClose }: ApplyDialogProps) {
  const apply = useApplyMockExam();
  const exams = useEnlistExams(open);
  const kind = enlistKindOf(examType);
  const examOptions = (exams.data ?? []).filter((exam) => exam.kind === kind);
  const [examId, setExamId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useSettled(keyword);
  const [position, setPosition] = useState<PickablePosition | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const positions = usePositions(
    open && examId
      ? { examId, page: 1, pageSize: 20, ...(settledKeyword ? { keyword: settledKeyword } : {}) }
      : null,
  );
  const rows: PickablePosition[] = positions.data?.list ?? [];
  const positionId = position ? positionIdOf(position) : null;

  const submit = () =>
    apply.mutate(applyInputOf(mockExamId, positionId, province), {
      onSuccess: (result) => {
        notify.success(result.newlyApplied ? '报名成功' : '你已报名本场模考');
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title={`报名：${title}`}
      okText="确认报名"
      cancelText="取消"
      onOk={submit}
      confirmLoading={apply.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title="报考职位和省份都可以不填"
        description="填写后，成绩公布时除全国排名外，还能看到你在省份内和同职位报名者中的排名。"
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical" component="div">
        <Form.Item label="考试（选填）">
          <Select
            allowClear
            placeholder={
              exams.isError
                ? '考试列表加载失败'
                : exams.data && examOptions.length === 0
                  ? `暂无${examType}职位表，可只填写排名省份`
                  : `选择职位所属的${examType}考试`
            }
            loading={exams.isPending && open}
            value={examId ?? undefined}
            onChange={(value?: number) => {
              setExamId(value ?? null);
              setPosition(null);
              setKeyword('');
            }}
            options={examOptions.map((exam) => ({ value: exam.id, label: exam.name }))}
            aria-label="考试"
          />
        </Form.Item>
        <Form.Item
          label="报考职位（选填）"
          extra={
            !examId
              ? '先选择考试'
              : rows.length > 0 && rows.every((row) => positionIdOf(row) === null)
                ? '这张职位表暂不能选择职位，可只填写排名省份'
                : '可按职位代码、招录机关或职位名称搜索'
          }
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            allowClear
            disabled={!examId}
            placeholder="搜索并选择职位"
            loading={positions.isFetching}
            value={position?.code}
            notFoundContent={positions.isFetching ? '正在查找…' : '没有找到符合的职位'}
            onChange={(code?: string) => setPosition(rows.find((row) => row.code === code) ?? null)}
            options={rows.map((row) => ({
              value: row.code,
              label: `${row.positionName} · ${row.department}（${row.code}）`,
              disabled: positionIdOf(row) === null,
            }))}
            aria-label="报考职位"
          />
        </Form.Item>
        <Form.Item
          label="排名省份（选填）"
          extra={position ? `按所选职位的工作地点（${position.location}）确定` : undefined}
        >
          <Select
            allowClear
            showSearch
            disabled={!!position}
            placeholder="选择省份"
            value={position ? undefined : (province ?? undefined)}
            onChange={(value?: string) => setProvince(value ?? null)}
            options={PROVINCES.map((name) => ({ value: name, label: name }))}
            aria-label="排名省份"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
