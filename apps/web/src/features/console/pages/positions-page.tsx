import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  ENLIST_EXAM_KIND_NAMES,
  EnlistExamMsg,
  POSITION_IMPORT_MAX_BYTES,
  PositionImportMsg,
} from '@shangan/shared';
import type {
  ConsoleEnlistExam,
  PositionImportPreview,
} from '@shangan/shared/contracts/console/enlistment';
import { ReloadResult } from '../../../components/page-states/page-states';
import { isApiError } from '../../../lib/api';
import { formatDateTime, yuan } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import {
  fetchPositionTemplate,
  useCommitPositionImport,
  useConsoleEnlistExams,
  usePreviewPositionImport,
} from '../api/console-enlistment';
import { useRemoveConsoleEnlistExam } from '../api/save-enlist-exam';
import { FileDrop } from '../components/file-drop';
import { EnlistExamDialog } from '../components/positions/enlist-exam-dialog';
import { PositionPreview } from '../components/positions/position-preview';
import positionStyles from '../components/positions/positions.module.css';
import { downloadBase64File, readFileAsBase64 } from '../lib/base64-file';
import styles from './console.module.css';

const MAX_MB = POSITION_IMPORT_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be a position table, before any byte of it is sent. */
export function positionFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name.trim())) return PositionImportMsg.fileUnreadable;
  if (file.size > POSITION_IMPORT_MAX_BYTES) return PositionImportMsg.fileTooLarge;
  if (file.size === 0) return PositionImportMsg.fileUnreadable;
  return null;
}

/** The exam list's columns, with the row actions given. */
function examColumns(
  actions: (exam: ConsoleEnlistExam) => ReactNode,
): TableColumnsType<ConsoleEnlistExam> {
  return [
    { title: '考试', dataIndex: 'name', minWidth: 200 },
    { title: '简称', dataIndex: 'shortName', width: 120 },
    {
      title: '类型',
      width: 80,
      render: (_, exam) => ENLIST_EXAM_KIND_NAMES[exam.kind],
    },
    {
      title: '报名时间（北京时间）',
      width: 180,
      render: (_, exam) => (
        <div className={positionStyles.window}>
          <div>{formatDateTime(exam.enlistStart)} 起</div>
          <div>{formatDateTime(exam.enlistEnd)} 止</div>
        </div>
      ),
    },
    { title: '考试日期', dataIndex: 'examDate', width: 110 },
    {
      title: '报名服务费',
      width: 110,
      align: 'right',
      render: (_, exam) => yuan(exam.servicePrice),
    },
    { title: '职位数', dataIndex: 'positions', width: 90, align: 'right' },
    { title: '招考人数', dataIndex: 'quota', width: 100, align: 'right' },
    {
      title: '报名 / 已缴费',
      width: 120,
      align: 'right',
      render: (_, exam) => `${exam.enlistments} / ${exam.paid}`,
    },
    { title: '操作', fixed: 'right', width: 110, render: (_, exam) => actions(exam) },
  ];
}

interface Chosen {
  examId: number;
  fileName: string;
  content: string;
  preview: PositionImportPreview;
}

/**
 * /admin/positions: the exams open for enlistment (created, changed and deleted here, with the
 * enlistment service the shop sells with each) with their position tables, and the import of a
 * table from the recruiting office's Excel file — previewed, then written at once.
 */
export default function PositionsPage() {
  useDocumentTitle('报名职位 - 教务后台');
  const exams = useConsoleEnlistExams();
  const preview = usePreviewPositionImport();
  const commit = useCommitPositionImport();
  const [examId, setExamId] = useState<number | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [downloading, setDownloading] = useState(false);
  const remove = useRemoveConsoleEnlistExam();
  /** The exam dialog while open: the exam changed, or null for a new one. */
  const [editing, setEditing] = useState<{ exam: ConsoleEnlistExam | null } | null>(null);
  const list = exams.data ?? [];
  // A deleted exam is no target.
  const target = list.some((exam) => exam.id === examId) ? examId : (list[0]?.id ?? null);

  const removeExam = async (exam: ConsoleEnlistExam) => {
    try {
      await remove.mutateAsync({ id: exam.id });
    } catch (error) {
      // The client has shown the server's message (its positions and enlistments …).
      if (isApiError(error)) return;
      throw error;
    }
    if (chosen?.examId === exam.id) setChosen(null);
    notify.success(EnlistExamMsg.removed);
  };

  const columns = examColumns((exam) => (
    <span className={positionStyles.rowActions}>
      <Button
        type="link"
        size="small"
        onClick={() => setEditing({ exam })}
        aria-label={`修改：${exam.name}`}
      >
        修改
      </Button>
      <Popconfirm
        title="删除这场考试？"
        description="其报名服务会在商城下架；已有职位或报名的考试不能删除"
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() => removeExam(exam)}
      >
        <Button type="link" size="small" danger aria-label={`删除：${exam.name}`}>
          删除
        </Button>
      </Popconfirm>
    </span>
  ));

  const choose = async (file: File) => {
    if (target === null) return;
    setReading(file.name);
    try {
      const content = await readFileAsBase64(file);
      const read = await preview.mutateAsync({ examId: target, fileName: file.name, content });
      setChosen({ examId: target, fileName: file.name, content, preview: read });
    } catch (error) {
      // The client has shown the server's message.
      if (!isApiError(error)) notify.error(PositionImportMsg.fileUnreadable);
    } finally {
      setReading(null);
    }
  };

  const write = async () => {
    if (!chosen) return;
    try {
      const result = await commit.mutateAsync({
        examId: chosen.examId,
        fileName: chosen.fileName,
        content: chosen.content,
      });
      notify.success(PositionImportMsg.committed(result.added, result.updated));
      setChosen(null);
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      downloadBase64File(await fetchPositionTemplate());
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    } finally {
      setDownloading(false);
    }
  };

  if (exams.isError) {
    return (
      <section className={styles.panel}>
        <ReloadResult
          title="考试加载失败"
          error={exams.error}
          onReload={() => void exams.refetch()}
        />
      </section>
    );
  }
  const changes = chosen ? chosen.preview.added + chosen.preview.updated : 0;
  return (
    <section className={styles.panel}>
      <div className={positionStyles.toolbar}>
        <span className={positionStyles.muted}>
          学员在商城购买考试的报名服务后填写报名；考试的职位由下方导入的职位表提供
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ exam: null })}>
          新建考试
        </Button>
      </div>
      <Table<ConsoleEnlistExam>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={exams.isPending}
        pagination={false}
        locale={{ emptyText: '还没有开放报名的考试，点击「新建考试」开始' }}
        scroll={{ x: 1240 }}
      />
      <EnlistExamDialog
        open={editing !== null}
        exam={editing?.exam ?? null}
        exams={list}
        onClose={() => setEditing(null)}
      />
      <Card title="导入职位表" className={positionStyles.importCard}>
        <div className={positionStyles.chooser}>
          <span>导入到</span>
          <Select
            aria-label="导入到的考试"
            style={{ minWidth: 0, width: 280, maxWidth: '100%' }}
            value={target ?? undefined}
            options={list.map((exam) => ({ value: exam.id, label: exam.name }))}
            onChange={(next: number) => {
              setExamId(next);
              setChosen(null);
            }}
            placeholder="选择考试"
          />
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            下载 Excel 模板
          </Button>
        </div>
        <p className={positionStyles.muted}>
          按职位代码对应：已有的职位会按文件更新，新的职位会新增；文件中没有的职位保持不变。可直接使用招考单位发布的职位表，表头需包含职位代码、招录机关（部门名称）、招考职位、招考人数、学历、工作地点。
        </p>
        {chosen ? (
          <>
            <PositionPreview preview={chosen.preview} />
            <div className={positionStyles.actions}>
              <Button
                type="primary"
                loading={commit.isPending}
                disabled={chosen.preview.errors > 0 || changes === 0}
                onClick={() => void write()}
              >
                {chosen.preview.errors > 0
                  ? '有错误，请修正文件后重新上传'
                  : changes === 0
                    ? '没有需要写入的变化'
                    : `确认导入（新增 ${chosen.preview.added}，更新 ${chosen.preview.updated}）`}
              </Button>
              <Button onClick={() => setChosen(null)} disabled={commit.isPending}>
                重新选择文件
              </Button>
            </div>
          </>
        ) : (
          <FileDrop
            accept=".xlsx"
            hint={`Excel（.xlsx）文件，不超过 ${MAX_MB}MB；可以有多个工作表，表头上方可以有标题行`}
            reading={reading}
            problemOf={positionFileProblem}
            onChoose={(file) => void choose(file)}
          />
        )}
      </Card>
    </section>
  );
}
