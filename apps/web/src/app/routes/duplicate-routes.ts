/**
 * Folder-style duplicate paths of the original site: they render the same
 * page component (same chunk, same shell behaviour) as their counterpart. Ids are
 * '<page id>@<path>' so every route id stays unique. Mapping:
 *
 *   /aboutUs/feature, /aboutUs/system  → Feature, System
 *   /home/Home                         → Home
 *   /my/<page>                         → the personal-centre page of that name, inside the
 *                                        personal-centre layout (/my/myVip → MyVip,
 *                                        /my/order/:enlistId?/:courseId? → Order …)
 *   /order/<page>                      → ConfirmOrder, OrderDetail, DepositOrder, CreateBmOrder
 *   /homework/<page>                   → HomeworkDetail, MyhomeworkDetail, HomeworkSubmit,
 *                                        HomeworkCorrect, PreviewHomework, DoHomework, AnswerSheet
 *   /list/*                            → List (any trailing path)
 *   /search/*                          → Search (any trailing path)
 *   /specialTopic/<page>               → SpecialTopics, TopicClassification, TopicDetail
 *   /victory/<page>                    → Victory, VictoryDetail
 *   /videos/<page>                     → Videos, Playback, VideoAd
 *   /vip/VipRights                     → VipRights
 *   /ydd/<page>, /ydy/<page>           → Yddbs, Yddms; Ydybs, Ydyms
 *   /layouts/*                         → Home (a layout's own content is the front page)
 *
 * <page> is the counterpart's own last path segment; matching ignores case, so the original
 * file names (/my/MyVip, /order/ConfirmOrder) work too. Any other segment falls through to
 * `*` and the error page.
 */
import type { RouteObject } from 'react-router';
import { pathTo, ROUTE_PATHS } from '../../lib/paths';
import { pageAt, redirectRoute } from './define-route';
import type { PageId } from './page-loaders';
import { SECTION_META } from './route-meta';
import { PERSONAL_CENTER_PAGES } from './section-routes';

const FOLDERS: Record<string, PageId[]> = {
  order: ['ConfirmOrder', 'OrderDetail', 'DepositOrder', 'CreateBmOrder'],
  homework: [
    'HomeworkDetail',
    'MyhomeworkDetail',
    'HomeworkSubmit',
    'HomeworkCorrect',
    'PreviewHomework',
    'DoHomework',
    'AnswerSheet',
  ],
  specialTopic: ['SpecialTopics', 'TopicClassification', 'TopicDetail'],
  victory: ['Victory', 'VictoryDetail'],
  videos: ['Videos', 'Playback', 'VideoAd'],
  ydd: ['Yddbs', 'Yddms'],
  ydy: ['Ydybs', 'Ydyms'],
};

const SINGLE: Array<[path: string, pageId: PageId]> = [
  ['/aboutUs/feature', 'Feature'],
  ['/aboutUs/system', 'System'],
  ['/home/Home', 'Home'],
  ['/vip/VipRights', 'VipRights'],
  ['/list/*', 'List'],
  ['/search/*', 'Search'],
  ['/layouts/*', 'Home'],
];

function duplicate(path: string, pageId: PageId): RouteObject {
  return pageAt(`${pageId}@${path}`, path, pageId);
}

function inFolder(folder: string, pageId: PageId): RouteObject {
  return duplicate(`/${folder}${ROUTE_PATHS[pageId]}`, pageId);
}

/** /my/* keeps the personal-centre layout, so it is a section of its own. */
const myRoute: RouteObject = pageAt('PersonalCenter@/my', '/my', 'PersonalCenter', {
  meta: SECTION_META.personalCenter,
  children: [
    redirectRoute('PersonalCenterIndex@/my', undefined, pathTo('MyCollection')),
    ...PERSONAL_CENTER_PAGES.map((pageId) =>
      duplicate(ROUTE_PATHS[pageId].replace(/^\/personalCenter/, '/my'), pageId),
    ),
  ],
});

export const duplicateRoutes: RouteObject[] = [
  ...SINGLE.map(([path, pageId]) => duplicate(path, pageId)),
  ...Object.entries(FOLDERS).flatMap(([folder, pageIds]) =>
    pageIds.map((pageId) => inFolder(folder, pageId)),
  ),
  myRoute,
];
