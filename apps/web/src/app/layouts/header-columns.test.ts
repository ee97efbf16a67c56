import { describe, expect, it } from 'vitest';
import { visibleColumns } from './header-columns';

const column = (id: number, title: string) => ({
  id,
  title,
  columnDir: `c${id}`,
  image: '',
  child: [],
});

describe('header columns', () => {
  it('shows at most nine columns and never 企业新闻', () => {
    const titles = [
      '考试公告',
      '招录职位',
      '企业新闻',
      '备考指导',
      '面试指导',
      '申论范文',
      '时政热点',
      '选调生',
      '事业单位',
      '成绩查询',
      '考试真题',
    ];
    const shown = visibleColumns(titles.map((title, i) => column(i + 1, title)));
    expect(shown).toHaveLength(9);
    expect(shown.map((c) => c.title)).not.toContain('企业新闻');
    expect(shown.at(-1)!.title).toBe('成绩查询');
  });
});
