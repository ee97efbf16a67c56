import { describe, expect, it } from 'vitest';
import {
  enterpriseUrl,
  fillPattern,
  homeUrl,
  isSafeInternalPath,
  pathTo,
  searchUrl,
} from './paths';

describe('pathTo', () => {
  it('fills required and optional params', () => {
    expect(pathTo('Home')).toBe('/');
    expect(pathTo('ArticleDetail', { id: 12 })).toBe('/articleDetail/12');
    expect(pathTo('ArticlePdf', { id: 12, topicId: 3 })).toBe('/articlePdf/12/3');
    expect(pathTo('Order')).toBe('/personalCenter/order');
    expect(pathTo('Order', { enlistId: 5, courseId: 9 })).toBe('/personalCenter/order/5/9');
    expect(pathTo('List')).toBe('/list.html');
  });

  it('builds column lists with their query', () => {
    expect(
      pathTo(
        'TheColumnList',
        { cityColumnName: 'beijing', firstColumnName: 'gwy.html', secondColumnName: 'notice' },
        { id: 5, columnId: 8, cityId: undefined },
      ),
    ).toBe('/column/beijing/list/gwy.html/notice?id=5&columnId=8');
  });

  it('encodes values and refuses a missing required param', () => {
    expect(searchUrl('申论 真题')).toBe('/search?keyword=%E7%94%B3%E8%AE%BA+%E7%9C%9F%E9%A2%98');
    expect(pathTo('ArticleDetail', { id: 'a/b' })).toBe('/articleDetail/a%2Fb');
    expect(() => fillPattern('/articleDetail/:id')).toThrow(/id/);
  });

  it('builds the header and footer links', () => {
    expect(homeUrl(null)).toBe('/');
    expect(homeUrl('11')).toBe('/substation?cityId=11');
    expect(enterpriseUrl(2)).toBe('/enterprise?id=81&type=2');
    expect(enterpriseUrl(3)).toBe('/enterprise?id=81&type=3');
  });

  it('accepts only same-site redirect paths', () => {
    expect(isSafeInternalPath('/personalCenter/myVip?x=1')).toBe(true);
    expect(isSafeInternalPath('//evil.example')).toBe(false);
    expect(isSafeInternalPath('/\\evil.example')).toBe(false);
    expect(isSafeInternalPath('https://evil.example')).toBe(false);
    expect(isSafeInternalPath(null)).toBe(false);
  });
});
