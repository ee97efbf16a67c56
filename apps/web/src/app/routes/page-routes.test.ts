import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPageFallback } from '../../features/errors';
import { ROUTE_PATHS } from '../../lib/paths';
import { pageRoutes } from './page-routes';
import { shellFlagsFor } from './route-meta';

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

function match(path: string) {
  const matches = matchRoutes(pageRoutes, path) ?? [];
  const leaf = matches.at(-1);
  return {
    id: leaf?.route.id,
    params: leaf?.params ?? {},
    flags: shellFlagsFor(matches.map((m) => ({ id: m.route.id ?? '', handle: m.route.handle }))),
  };
}

describe('route table', () => {
  it('gives every route a unique id and covers every id of paths.ts', () => {
    const ids = allRoutes(pageRoutes).map((route) => route.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.keys(ROUTE_PATHS)) expect(ids).toContain(id);
  });

  it.each([
    ['/', 'Home'],
    ['/aboutUs', 'AboutUs'],
    ['/list.html', 'List'],
    ['/list', 'ListRedirect'],
    ['/column/list/gwy.html', 'TheColumnList'],
    ['/column/beijing/list/gwy.html/notice', 'TheColumnList'],
    ['/columnGov/list/sydw.html', 'ColumnGov'],
    ['/articleDetail/12', 'ArticleDetail'],
    ['/articlePdf/12/3', 'ArticlePdf'],
    ['/lxSpecial', 'LxSpecialIndex'],
    ['/lxSpecial/5', 'LxSpecial5'],
    ['/lxSpecial/answering-questions-on-registration', 'LxSpecialAnsweringQuestionsOnRegistration'],
    ['/questionBank', 'QuestionBank'],
    ['/questionBank/overYearTrueTopicDetailTest', 'OverYearTrueTopicDetailTest'],
    ['/questionBank/shortAnswer2', 'ShortAnswer2'],
    ['/questionBank/recordItem', 'RecordItem'],
    ['/personalCenter', 'PersonalCenterIndex'],
    ['/personalCenter/order/5/9', 'Order'],
    ['/pay/local/P2025', 'PayLocal'],
    ['/refresh2', 'Refresh2'],
    ['/error', 'Error'],
    ['/no/such/page', 'NotFound'],
  ])('%s → %s', (path, id) => {
    expect(match(path).id).toBe(id);
  });

  it('keeps the params of parameterised routes', () => {
    expect(match('/column/beijing/list/gwy.html/notice').params).toMatchObject({
      cityColumnName: 'beijing',
      firstColumnName: 'gwy.html',
      secondColumnName: 'notice',
    });
    expect(match('/articleDetail/12/7').params).toMatchObject({ id: '12', topicId: '7' });
  });

  it.each([
    ['/aboutUs/feature', 'Feature@/aboutUs/feature'],
    ['/aboutUs/system', 'System@/aboutUs/system'],
    ['/home/Home', 'Home@/home/Home'],
    ['/my/myVip', 'MyVip@/my/myVip'],
    ['/my/MyCollection', 'MyCollection@/my/myCollection'],
    ['/my/order/5', 'Order@/my/order/:enlistId?/:courseId?'],
    ['/my', 'PersonalCenterIndex@/my'],
    ['/order/confirmOrder', 'ConfirmOrder@/order/confirmOrder'],
    ['/homework/doHomework', 'DoHomework@/homework/doHomework'],
    ['/list/anything', 'List@/list/*'],
    ['/search/result', 'Search@/search/*'],
    ['/specialTopic/topicDetail', 'TopicDetail@/specialTopic/topicDetail'],
    ['/victory/victoryDetail', 'VictoryDetail@/victory/victoryDetail'],
    ['/videos/playback', 'Playback@/videos/playback'],
    ['/vip/VipRights', 'VipRights@/vip/VipRights'],
    ['/ydd/yddms', 'Yddms@/ydd/yddms'],
    ['/ydy/ydybs', 'Ydybs@/ydy/ydybs'],
    ['/layouts/default', 'Home@/layouts/*'],
    ['/my/unknown', 'NotFound'],
  ])('duplicate path %s → %s', (path, id) => {
    expect(match(path).id).toBe(id);
  });

  it('renders the error page fallback when the error page fails', () => {
    const errorRoute = allRoutes(pageRoutes).find((route) => route.id === 'Error');
    expect(errorRoute?.ErrorBoundary).toBe(ErrorPageFallback);
  });
});

describe('shell flags', () => {
  it('greys only the route named Home', () => {
    expect(match('/').flags.greyMode).toBe(true);
    expect(match('/home/Home').flags.greyMode).toBe(false);
    expect(match('/aboutUs').flags.greyMode).toBe(false);
  });

  it.each([
    '/login',
    '/register',
    '/articlePdf/1',
    '/questionBank',
    '/questionBank/record',
    '/course',
    '/courseDetail',
    '/personalCenter/myVip',
    '/my/myVip',
  ])('hides the footer on %s', (path) => {
    expect(match(path).flags.showFooter).toBe(false);
  });

  it('hides the toolbar only on login, register and the PDF article', () => {
    for (const path of ['/login', '/register', '/articlePdf/1']) {
      expect(match(path).flags.showToolbar).toBe(false);
    }
    for (const path of ['/', '/articleDetail/1', '/questionBank', '/download']) {
      expect(match(path).flags.showToolbar).toBe(true);
    }
  });

  it('drops the footer divider on feature and player pages and spaces the VIP page', () => {
    for (const path of ['/feature', '/aboutUs/feature', '/videoPlay', '/livePlayer']) {
      expect(match(path).flags.showFooterDivider).toBe(false);
    }
    expect(match('/download').flags.showFooterDivider).toBe(true);
    expect(match('/vipRights').flags.footerSpacing).toBe(true);
    expect(match('/vip/VipRights').flags.footerSpacing).toBe(true);
  });
});
