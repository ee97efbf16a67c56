import type { DataOf } from '@shangan/shared/contracts';
import type { ListArticleTargets } from '@shangan/shared/contracts/console/articles';

/**
 * Columns (a parent and its child, and another), city sites and topics (one with two lists, one
 * without any), for the article tests.
 */
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
  topics: [
    {
      id: 5,
      title: '2027国考专题',
      lists: [
        { type: 1, name: '报考公告' },
        { type: 2, name: '复习资料' },
      ],
    },
    { id: 6, title: '选调生专题', lists: [] },
  ],
};
