import { Button, Result } from 'antd';
import type { ImportSummary } from '@shangan/shared/contracts/console/question-import';
import { LinkButton } from '../../../../components/link-button/link-button';
import { pathTo } from '../../../../lib/paths';
import { targetName } from './import-preview';

/**
 * The commit's outcome: how many questions the bank gained, and the way to the next file (and,
 * after a file went into a paper, to 试卷管理 where the paper is checked and published).
 */
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
      extra={[
        <Button key="next" type="primary" onClick={onNext}>
          继续导入
        </Button>,
        summary.paperId !== null && (
          <LinkButton key="papers" to={pathTo('ConsolePapers')}>
            去试卷管理
          </LinkButton>
        ),
      ]}
    />
  );
}
