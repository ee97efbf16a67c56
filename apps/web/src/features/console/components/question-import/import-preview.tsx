import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { QUESTION_IMPORT_FORMAT_NAMES } from '@shangan/shared';
import type { ImportPreview as Preview } from '@shangan/shared/contracts/console/question-import';
import { formatDateTime } from '../../../../lib/format';
import { ImportItemsTable } from './import-items-table';
import styles from './question-import.module.css';

/** Where the questions go, as the teacher chose it: the knowledge point, and the paper if any. */
export function targetName(
  preview: Pick<Preview, 'subjectName' | 'catalogueName' | 'paperTitle'>,
): string {
  const place = `${preview.subjectName} / ${preview.catalogueName}`;
  return preview.paperTitle === null ? place : `${place} · 试卷：${preview.paperTitle}`;
}

/**
 * The file as the server read it: what will be added, what the bank already has, what must be
 * fixed first. Nothing is in the bank yet; 确认导入 adds the ready questions at once.
 */
export function ImportPreview({
  preview,
  committing,
  onCommit,
  onRestart,
}: {
  preview: Preview;
  committing: boolean;
  onCommit: () => void;
  onRestart: () => void;
}) {
  const { total, ready, duplicates, errors } = preview;
  // Into a paper, duplicates are looked for in that paper only.
  const holder = preview.paperTitle === null ? '题库' : '试卷';
  return (
    <section aria-label="导入预览">
      <div className={styles.previewHead}>
        <div>
          <div className={styles.summary}>
            <span className={styles.fileName}>
              <FileTextOutlined /> {preview.fileName}
            </span>
            <span className={styles.intro}>
              {QUESTION_IMPORT_FORMAT_NAMES[preview.format]} 文件 · 导入到「{targetName(preview)}」
            </span>
          </div>
          <p className={styles.figures}>
            共 <strong>{total}</strong> 题 · 可导入{' '}
            <strong className={ready > 0 ? styles.ready : undefined}>{ready}</strong> · 重复{' '}
            <strong className={duplicates > 0 ? styles.duplicate : undefined}>{duplicates}</strong>{' '}
            · 有错误 <strong className={errors > 0 ? styles.problem : undefined}>{errors}</strong>
          </p>
        </div>
        <div className={styles.actions}>
          <Button onClick={onRestart} disabled={committing}>
            重新上传
          </Button>
          <Button
            type="primary"
            loading={committing}
            disabled={errors > 0 || ready === 0}
            onClick={onCommit}
          >
            确认导入
          </Button>
        </div>
      </div>
      <div className={styles.alerts}>
        {errors > 0 && (
          <Alert
            type="error"
            showIcon
            title={`有 ${errors} 道题格式有误，请修改文件后重新上传`}
            description="下表红字写明了每道题的问题；改好后重新上传整份文件。"
          />
        )}
        {preview.sameFileCommittedAt && (
          <Alert
            type="warning"
            showIcon
            title={`这份文件已于 ${formatDateTime(preview.sameFileCommittedAt)} 导入过`}
            description={`${holder}中已有的题会作为重复题跳过，不会再次导入。`}
          />
        )}
        {errors === 0 && ready === 0 && (
          <Alert type="info" showIcon title={`文件中的题目${holder}中都已有，没有可导入的新题`} />
        )}
      </div>
      <ImportItemsTable items={preview.items} />
    </section>
  );
}
