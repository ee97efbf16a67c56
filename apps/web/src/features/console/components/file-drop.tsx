import { InboxOutlined } from '@ant-design/icons';
import { Spin, Upload } from 'antd';
import { notify } from '../../../lib/notifier';
import styles from './file-drop.module.css';

/**
 * A file to import, dropped or chosen, refused at once by `problemOf` (its kind, its size)
 * before any byte is sent. antd uploads nothing itself (beforeUpload says no): the page reads
 * the file and sends it with what else it needs.
 */
export function FileDrop({
  accept,
  hint,
  reading,
  problemOf,
  onChoose,
}: {
  /** The file input's accept list (.docx,.xlsx). */
  accept: string;
  /** What may be dropped, under the prompt. */
  hint: string;
  /** The name of the file being read and checked, if one is. */
  reading: string | null;
  problemOf: (file: { name: string; size: number }) => string | null;
  onChoose: (file: File) => void;
}) {
  return (
    <Spin spinning={reading !== null} description="正在读取文件…">
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        disabled={reading !== null}
        beforeUpload={(file) => {
          const problem = problemOf(file);
          if (problem) notify.error(problem);
          else onChoose(file);
          return false;
        }}
      >
        <p className={styles.dropIcon}>
          <InboxOutlined />
        </p>
        <p className={styles.dropText}>{reading ?? '点击选择文件，或将文件拖到这里'}</p>
        <p className={styles.hint}>{hint}</p>
      </Upload.Dragger>
    </Spin>
  );
}
