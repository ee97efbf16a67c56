import { Result } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { viewOf } from '../lib/words';

/**
 * Answering is closed (handed in, corrected, past the deadline …): the server's reason and the
 * page that fits where the homework stands.
 */
export function AnswerRefusal({ sheet }: { sheet: Sheet }) {
  const view = viewOf(sheet.submission.state, sheet.homework.homeworkId);
  return (
    <Result
      status="info"
      title={sheet.answerRefusal || '这份作业现在不能作答'}
      extra={[
        <LinkButton key="view" type="primary" to={view.to}>
          {view.label}
        </LinkButton>,
        <LinkButton key="mine" to={pathTo('MyHomework')}>
          返回我的作业
        </LinkButton>,
      ]}
    />
  );
}
