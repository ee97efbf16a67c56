/**
 * Test harness for the course pages: the app's antd and query providers, a memory router at a
 * path, a fake server answering `METHOD /path` (without /api/v1) from a table and recording
 * every request with its fields, an optional signed-in user, and course data to answer with.
 */
import type { ReactElement } from 'react';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import {
  demoUserInfo,
  formFields,
  renderInApp,
  stopStubs,
  stubFetch,
} from '../../test/app-harness';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import type { CourseCard, CourseDetail, CourseViewer } from './types';

export { where } from '../../test/app-harness';

export const LEARNER = demoUserInfo();

export type Reply = unknown | ((fields: Record<string, string>) => unknown);

export interface FakeServer {
  requests: Array<{ call: string; fields: Record<string, string> }>;
  notices: Array<[string, string]>;
  /** `data` of a success answer by `METHOD /path`; unknown calls answer 404. */
  replies: Record<string, Reply>;
  calls: (call: string) => Array<Record<string, string>>;
  /** Pushes `paid` on the shop order's event stream (opened by the payment step). */
  settle: () => void;
}

/** A fake server; `user` signs that person in (a token cookie and their user info). */
export function fakeServer(user: typeof LEARNER | null = null): FakeServer {
  resetBrowserState();
  if (user) setCookie('edu_token', 'tok');
  let release: (() => void) | null = null;
  const paid = new Promise<void>((resolve) => (release = resolve));
  const server: FakeServer = {
    requests: [],
    notices: [],
    replies: user ? { 'GET /pc/getuserinfo': user } : {},
    calls: (call) => server.requests.filter((r) => r.call === call).map((r) => r.fields),
    settle: () => release?.(),
  };
  setNoticeSink((level, text) => server.notices.push([level, text]));
  stubFetch(async (request) => {
    const { call, path } = request;
    const fields = formFields(request);
    server.requests.push({ call, fields });
    const events = /^\/pc\/orders\/events\/(\d+)$/.exec(path);
    if (events) {
      await paid;
      return new Response(`event: paid\ndata: {"id":${events[1]},"state":1}\n\n`, {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }
    if (!(call in server.replies)) return envelopeResponse(404, 404, '请求的接口不存在');
    const reply = server.replies[call];
    const data =
      typeof reply === 'function' ? (reply as (f: typeof fields) => unknown)(fields) : reply;
    return envelopeResponse(200, 200, '', data);
  });
  return server;
}

export const stopFakeServer = stopStubs;

/** Renders `page` at `path` with the app's providers. */
export function renderAt(page: ReactElement, path: string): void {
  renderInApp(page, { path, showWhere: true });
}

const picture = (n: number, width = 640, height = 360) => ({
  url: `/api/v1/pc/images/${n}`,
  width,
  height,
});

export function courseCard(id: number, changes: Partial<CourseCard> = {}): CourseCard {
  return {
    id,
    kind: 'system',
    kindText: '系统课',
    title: `行测系统提分班${id}`,
    subtitle: '言语、数量、判断、资料四大模块',
    cover: picture(id),
    subject: '行测',
    exam: '国考',
    teachers: [{ id: 3, name: '李明', avatar: picture(30, 240, 240) }],
    lessonCount: 6,
    totalMinutes: 48,
    price: '199.00',
    originalPrice: '299.00',
    isFree: false,
    isVipFree: false,
    priceText: '￥199.00',
    sales: 1280,
    tags: ['2025国考'],
    validityDays: 365,
    rating: 4.8,
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}

const VISITOR: CourseViewer = {
  signedIn: false,
  isVip: false,
  entitled: false,
  enrolled: false,
  source: null,
  expiresAt: null,
  expired: false,
  bought: false,
  vipFree: false,
  canEnrol: false,
  canBuy: false,
  canReview: false,
  action: 'login',
  actionText: '登录后学习',
};

/**
 * A course of two chapters: a 试看 video, a locked video and a 讲义 (the access of each as the
 * server would give it for the viewer), with `viewer` laid over a visitor's state.
 */
export function courseDetail(
  viewer: Partial<CourseViewer> = {},
  changes: Partial<CourseDetail> = {},
): CourseDetail {
  const entitled = viewer.entitled ?? false;
  const lesson = (id: number, title: string, isTrial: boolean) => ({
    id,
    title,
    kind: 'video' as const,
    kindText: '视频',
    durationSeconds: 307,
    isTrial,
    access: entitled || isTrial ? ('full' as const) : ('none' as const),
    trialSeconds: 0,
    lockedReason: entitled || isTrial ? '' : '购买课程后即可观看',
    documentUrl: '',
    questionSectionId: null,
    liveAt: null,
    progress: null,
  });
  return {
    ...courseCard(12),
    intro: '从题型到方法，系统提升行测成绩。\n\n每节课配套讲义。',
    highlights: ['四大模块全覆盖'],
    suits: ['备考国考的同学'],
    teachers: [
      {
        id: 3,
        name: '李明',
        avatar: picture(30, 240, 240),
        title: '行测资深讲师',
        intro: '十年公考教学经验。',
        years: 10,
      },
    ],
    chapters: [
      {
        id: 1,
        title: '言语理解',
        lessons: [
          lesson(101, '片段阅读：主旨概括', true),
          {
            ...lesson(102, '逻辑填空：实词辨析', false),
            progress: entitled
              ? {
                  positionSeconds: 120,
                  watchedSeconds: 120,
                  percent: 40,
                  completed: false,
                  updatedAt: '2025-03-01T08:00:00.000Z',
                }
              : null,
          },
        ],
      },
      {
        id: 2,
        title: '课程讲义',
        lessons: [
          {
            ...lesson(103, '言语理解讲义', false),
            kind: 'document',
            kindText: '讲义',
            durationSeconds: 0,
            documentUrl: entitled ? '/api/v1/pc/files/103' : '',
          },
        ],
      },
    ],
    packageCourses: [],
    includedIn: [],
    trialSeconds: 0,
    reviewSummary: { average: 4.8, count: 1, stars: [0, 0, 0, 0, 1] },
    reviews: [
      {
        id: 1,
        rating: 5,
        content: '讲得很清楚，资料分析进步很大。',
        userName: '138****0002',
        userAvatar: '',
        createdAt: '2025-02-01T00:00:00.000Z',
        mine: false,
      },
    ],
    viewer: { ...VISITOR, ...viewer },
    ...changes,
  };
}

/** A buyer of the course, by a shop order, who may study it now. */
export const BOUGHT: Partial<CourseViewer> = {
  signedIn: true,
  entitled: true,
  enrolled: true,
  bought: true,
  source: 'order',
  action: 'study',
  actionText: '开始学习',
};

/** The shop order POST /pc/courses/order answers for course 12, paid at `url`. */
export function courseOrder(url = 'http://localhost/pay/local/S202503010001') {
  return {
    id: 91,
    orderNum: 'S202503010001',
    product: '行测系统提分班12',
    goodsAmount: '199.00',
    freight: '0.00',
    discount: '0.00',
    payAmount: '199.00',
    url,
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
}
