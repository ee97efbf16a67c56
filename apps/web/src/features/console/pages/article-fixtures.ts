import type { DataOf } from '@shangan/shared/contracts';
import type { ListArticleTargets } from '@shangan/shared/contracts/console/articles';

/** Columns (a parent and its child, and another) and city sites, for the article tests. */
export const ARTICLE_TARGETS: DataOf<typeof ListArticleTargets> = {
  columns: [
    { id: 1, parentId: null, title: '考试资讯' },
    { id: 2, parentId: 1, title: '国考公告' },
    { id: 3, parentId: null, title: '备考指导' },
  ],
  cities: [
    { id: 11, name: '北京' },
    { id: 12, name: '上海' },
  ],
};
