import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLoginRedirect } from '../../../lib/session-storage';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import {
  BOUGHT,
  courseDetail,
  courseOrder,
  fakeServer,
  LEARNER,
  stopFakeServer,
} from '../test-utils';
import CourseDetailPage from './course-detail-page';

afterEach(() => {
  cleanup();
  stopFakeServer();
});

const ROUTES = { '/courseDetail': <CourseDetailPage />, '/detail': <CourseDetailPage /> };

const ORDER = courseOrder('http://localhost/pay/local/S202503010001?t=abc');

/** The page's main button at the bottom (the server's words for this viewer). */
const mainButton = () => screen.getByTestId('course-action');

describe('mobile course detail', () => {
  it('shows a visitor the course and its 试看 lesson, and sends them to log in to study', async () => {
    const server = fakeServer();
    server.replies['GET /pc/courses/12'] = courseDetail();
    renderMobile(ROUTES, '/courseDetail?id=12');

    expect(await screen.findByText('片段阅读：主旨概括')).toBeTruthy();
    expect(mainButton().textContent).toBe('登录后学习');
    expect(screen.getByText('免费试看').closest('a')?.getAttribute('href')).toBe(
      '/play?courseId=12&lessonId=101',
    );
    // The 试看 lesson plays for anybody; the locked one says why and offers the way in.
    expect(screen.getByTestId('lesson-101').querySelector('a')?.getAttribute('href')).toBe(
      '/play?courseId=12&lessonId=101',
    );
    fireEvent.click(screen.getByText('逻辑填空：实词辨析'));
    expect(await screen.findByText('购买课程后即可观看')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('dialog')).getByText('登录后学习'));
    await waitFor(() => expect(mobileWhere()).toBe('/login'));
    expect(getLoginRedirect()).toBe('/m/courseDetail?id=12');
    expect(server.calls('POST /pc/courses/order')).toHaveLength(0);
  });

  it('sells the course through its shop order and the payment sheet, then offers 开始学习', async () => {
    const server = fakeServer(LEARNER);
    let bought = false;
    server.replies['GET /pc/courses/12'] = () =>
      bought
        ? courseDetail(BOUGHT)
        : courseDetail({ signedIn: true, canBuy: true, action: 'buy', actionText: '立即购买' });
    server.replies['POST /pc/courses/order'] = ORDER;
    renderMobile(ROUTES, '/detail?id=12');

    await waitFor(() => expect(mainButton().textContent).toBe('立即购买'));
    fireEvent.click(mainButton());

    expect(await screen.findByText('S202503010001')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('￥199.00');
    expect(server.calls('POST /pc/courses/order')).toEqual([{ courseId: '12' }]);
    // The local demo gateway's page, on the mobile site, coming back here once paid.
    expect(screen.getByText('去支付').getAttribute('href')).toBe(
      `/pay/local/S202503010001?t=abc&back=${encodeURIComponent('/detail?id=12')}`,
    );

    bought = true;
    act(() => server.settle());
    expect(await screen.findByText('支付成功')).toBeTruthy();
    await waitFor(() => expect(mainButton().textContent).toBe('开始学习'));
    const inSheet = screen
      .getAllByRole('button', { name: '开始学习' })
      .find((button) => button !== mainButton());
    fireEvent.click(inSheet!);
    // The lesson to go on with: the one part-watched.
    await waitFor(() => expect(mobileWhere()).toBe('/play?courseId=12&lessonId=102'));
  });

  it('shows a buyer their validity and progress, and 继续学习 opens the lesson to go on with', async () => {
    const server = fakeServer(LEARNER);
    server.replies['GET /pc/courses/12'] = courseDetail({
      signedIn: true,
      entitled: true,
      enrolled: true,
      bought: true,
      source: 'order',
      expiresAt: '2099-03-01T00:00:00.000Z',
      canReview: true,
      action: 'study',
      actionText: '继续学习',
    });
    renderMobile(ROUTES, '/courseDetail?id=12');

    expect(await screen.findByText('已购买，有效期至2099-03-01')).toBeTruthy();
    expect(screen.getByText('已学完 0/2 节视频')).toBeTruthy();
    expect(screen.getByText('已学40%')).toBeTruthy();
    expect(screen.getByText('写评价')).toBeTruthy();
    expect(screen.queryByText('免费试看')).toBeNull();

    fireEvent.click(mainButton());
    await waitFor(() => expect(mobileWhere()).toBe('/play?courseId=12&lessonId=102'));
  });

  it('enrols a learner in a free course, and says when a course is not there', async () => {
    const server = fakeServer(LEARNER);
    server.replies['GET /pc/courses/12'] = courseDetail(
      { signedIn: true, canEnrol: true, action: 'enrol', actionText: '免费报名' },
      { isFree: true, price: '0.00', originalPrice: null, priceText: '免费' },
    );
    server.replies['POST /pc/courses/enrol'] = {
      courseId: 12,
      source: 'free',
      enrolledAt: '2025-03-01T00:00:00.000Z',
      expiresAt: null,
    };
    renderMobile(ROUTES, '/courseDetail?id=12');

    await waitFor(() => expect(mainButton().textContent).toBe('免费报名'));
    fireEvent.click(mainButton());
    expect(await screen.findByText('报名成功，已加入我的课程')).toBeTruthy();
    expect(server.calls('POST /pc/courses/enrol')).toEqual([{ courseId: '12' }]);
    cleanup();

    renderMobile(ROUTES, '/detail?id=99');
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });
});
