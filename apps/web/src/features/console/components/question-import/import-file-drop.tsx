import { InboxOutlined } from '@ant-design/icons';
import { Spin, Upload } from 'antd';
import { QUESTION_IMPORT_MAX_BYTES, QuestionImportMsg } from '@shangan/shared';
import { notify } from '../../../../lib/notifier';
import styles from './question-import.module.css';

const ACCEPT = '.docx,.xlsx';
const MAX_MB = QUESTION_IMPORT_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be imported, before any byte of it is sent; null if it can. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(docx|xlsx)$/i.test(file.name.trim())) return QuestionImportMsg.formatUnknown;
  if (file.size > QUESTION_IMPORT_MAX_BYTES) return QuestionImportMsg.fileTooLarge;
  if (file.size === 0) return QuestionImportMsg.fileUnreadable;
  return null;
}

/**
 * The file to import, dropped or chosen, refused at once if it is of another kind or too large.
 * Nothing is uploaded by antd itself (beforeUpload says no): the page reads the file and sends
 * it with the chosen target.
 */
export function ImportFileDrop({
  reading,
  onChoose,
}: {
  /** The name of the file being read and checked, if one is. */
  reading: string | null;
  onChoose: (file: File) => void;
}) {
  return (
    <Spin spinning={reading !== null} description="正在读取文件…">
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={reading !== null}
        beforeUpload={(file) => {
          const problem = importFileProblem(file);
          if (problem) notify.error(problem);
          else onChoose(file);
          return false;
        }}
      >
        <p className={styles.dropIcon}>
          <InboxOutlined />
        </p>
        <p className={styles.dropText}>{reading ?? '点击选择文件，或将文件拖到这里'}</p>
        <p className={styles.intro}>
          支持 Word（.docx）和 Excel（.xlsx）文件，不超过 {MAX_MB}MB；请按模板格式整理题目
        </p>
      </Upload.Dragger>
    </Spin>
  );
}
