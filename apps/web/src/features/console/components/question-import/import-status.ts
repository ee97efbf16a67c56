import type { QuestionImportItemStatus, QuestionImportStatus } from '@shangan/shared';

/** How a previewed question's fate reads, as its tag and as the filter choice showing only it. */
export const ITEM_STATUS_LABELS: Record<
  QuestionImportItemStatus,
  { label: string; color: string }
> = {
  ready: { label: '可导入', color: 'green' },
  duplicate: { label: '重复', color: 'orange' },
  error: { label: '有错误', color: 'red' },
};

/** How an import in the history reads: a preview nobody committed is 未导入. */
export const IMPORT_STATUS_LABELS: Record<QuestionImportStatus, { label: string; color: string }> =
  {
    preview: { label: '未导入', color: 'default' },
    committed: { label: '已导入', color: 'success' },
  };
