import { describe, expect, it } from 'vitest';
import { columnUrl } from '../../../lib/paths';
import { resolveColumn } from './resolve-column';

const tree = [
  {
    id: 1,
    title: '考试公告',
    columnDir: 'kaoshigonggao',
    image: '',
    child: [{ id: 2, title: '国考公告', columnDir: 'guokao' }],
  },
  { id: 3, title: '面试指导', columnDir: 'mianshizhidao', image: '', child: [] },
];
const cities = [{ cityId: 7, name: '北京', province: '北京', dir: 'beijing' }];

describe('column URLs', () => {
  it('builds TheColumnList links with firstColumnName = dir + .html', () => {
    expect(columnUrl(tree[0]!)).toBe('/column/list/kaoshigonggao.html?id=1&columnId=1');
    expect(columnUrl(tree[0]!, tree[0]!.child[0], cities[0])).toBe(
      '/column/beijing/list/kaoshigonggao.html/guokao?id=1&columnId=2&cityId=7',
    );
  });

  it('resolves path directories first, then the query', () => {
    const byPath = resolveColumn(
      tree,
      cities,
      {
        cityColumnName: 'beijing',
        firstColumnName: 'kaoshigonggao.html',
        secondColumnName: 'guokao',
      },
      new URLSearchParams(),
    );
    expect(byPath).toMatchObject({ top: { id: 1 }, child: { id: 2 }, city: { cityId: 7 } });
    const byQuery = resolveColumn(tree, cities, {}, new URLSearchParams('columnId=2'));
    expect(byQuery).toMatchObject({ top: { id: 1 }, child: { id: 2 }, city: null });
    expect(
      resolveColumn(tree, cities, { firstColumnName: 'nope.html' }, new URLSearchParams()),
    ).toBeNull();
  });
});
