import type { ConsolePaper } from '@shangan/shared/contracts/console/papers';
import { pathTo } from '../../../../lib/paths';

/** 题库导入 with the paper already chosen as where the file goes. */
export function paperImportPath(paper: Pick<ConsolePaper, 'id' | 'subjectId'>): string {
  return pathTo('ConsoleQuestionImport', {}, { subjectId: paper.subjectId, paperId: paper.id });
}
