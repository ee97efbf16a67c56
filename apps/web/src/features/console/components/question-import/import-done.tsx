import { Button, Result } from 'antd';
import type { ImportSummary } from '@shangan/shared/contracts/console/question-import';
import { targetName } from './import-preview';

/** The commit's outcome: how many questions the bank gained, and the way to the next file. */
export function ImportDone({ summary, onNext }: { summary: ImportSummary; onNext: () => void }) {
  const skipped = summary.total - summary.added;
  return (
    <Result
      status="success"
      title={`已导入 ${summary.added} 道题`}
      subTitle={
        `「${targetName(summary)}」 · ${summary.fileName}` +
        (skipped > 0 ? ` · ${skipped} 道重复题未导入` : '')
      }
      extra={
        <Button type="primary" onClick={onNext}>
          继续导入
        </Button>
      }
    />
  );
}
