import { describe, expect, it } from 'vitest';
import { MOBILE_REDIRECTS, mobileLocationFor, MOBILE_BASE_PATH, PCH5_PATHS } from '@shangan/shared';
import { matchPath } from 'react-router';
import { MOBILE_PAGE_FILES, mobilePageFilePath } from './build-mobile-routes';
import { MOBILE_ROUTE_TABLE } from './mobile-route-table';

/** The mobile row that serves a path from the site's root, if any. */
function rowServing(href: string) {
  const path = href.slice(MOBILE_BASE_PATH.length).split(/[?#]/)[0] || '/';
  return MOBILE_ROUTE_TABLE.find((row) => matchPath({ path: row.path, end: true }, path));
}

describe('the mobile route table', () => {
  it('names a page file for every row', () => {
    const missing = MOBILE_ROUTE_TABLE.filter(
      (row) => !MOBILE_PAGE_FILES[mobilePageFilePath(row.page)],
    ).map((row) => row.page);
    expect(missing).toEqual([]);
  });

  it('has unique ids and paths', () => {
    expect(new Set(MOBILE_ROUTE_TABLE.map((row) => row.id)).size).toBe(MOBILE_ROUTE_TABLE.length);
    expect(new Set(MOBILE_ROUTE_TABLE.map((row) => row.path)).size).toBe(MOBILE_ROUTE_TABLE.length);
  });

  it('serves every page the desktop redirect sends phones to', () => {
    const samples: Record<string, [string, string]> = {
      ArticleDetail: ['/articleDetail/5', ''],
      Playback: ['/playback', '?id=3'],
      tagAggregation: ['/tagAggregation', '?tagId=2'],
      TopicDetail: ['/topicDetail', '?id=2'],
      Forecast: ['/forecast', '?type=1'],
      Recommend: ['/recommend', '?recommendId=4'],
      Order: ['/personalCenter/order', ''],
      TheColumnList: ['/column/list/gwy.html', ''],
    };
    for (const row of MOBILE_REDIRECTS) {
      const [path, search] = samples[row.name] ?? [row.desktopPath, ''];
      const target = mobileLocationFor(path, search)!;
      const href = target.replace('/#/', '/');
      expect(rowServing(href), `${row.name} → ${target}`).toBeDefined();
    }
    for (const path of PCH5_PATHS) expect(rowServing(`${MOBILE_BASE_PATH}${path}`)).toBeDefined();
  });
});
