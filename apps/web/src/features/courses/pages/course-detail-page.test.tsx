import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, getAuthDialog } from '../../../lib/auth-dialog';
import {
  BOUGHT,
  courseDetail,
  courseOrder,
  fakeServer,
  LEARNER,
  renderAt,
  stopFakeServer,
  where,
} from '../test-utils';
import CourseDetailPage from './course-detail-page';

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
  stopFakeServer();
});

const ORDER = courseOrder();

describe('/courseDetail', () => {
  it('shows a visitor the course, its 试看 lesson, and asks them to log in to study', async () => {
    const server = fakeServer();
    server.replies['GET /pc/courses/12'] = courseDetail();
    renderAt(<CourseDetailPage />, '/courseDetail?id=12');

    expect(await screen.findByText('登录后学习')).toBeTruthy();
    expect(screen.getByText('片段阅读：主旨概括')).toBeTruthy();
    expect(screen.getByText('试看')).toBeTruthy();
    expect(screen.getByText('免费试看')).toBeTruthy();
    expect(screen.getByText('讲得很清楚，资料分析进步很大。')).toBeTruthy();

    fireEvent.click(screen.getByText('逻辑填空：实词辨析'));
    expect(server.notices).toContainEqual(['info', '购买课程后即可观看']);
    expect(getAuthDialog()).toBe('login');
    act(() => closeAuthDialog());

    fireEvent.click(screen.getByText('登录后学习'));
    expect(getAuthDialog()).toBe('login');
    expect(server.calls('POST /pc/courses/order')).toHaveLength(0);
  });

  it('sells the course through its shop order and the QR step, then offers 开始学习', async () => {
    const server = fakeServer(LEARNER);
    let bought = false;
    const signedIn = {
      signedIn: true,
      canBuy: true,
      action: 'buy',
      actionText: '立即购买',
    } as const;
    server.replies['GET /pc/courses/12'] = () =>
      bought
        ? courseDetail(BOUGHT, { isVipFree: true })
        : courseDetail(signedIn, { isVipFree: true });
    server.replies['POST /pc/courses/order'] = ORDER;
    renderAt(<CourseDetailPage />, '/courseDetail?id=12');

    // VIP-free for members, sold to everybody else: the way to VIP is offered beside the price.
    expect(await screen.findByText('开通VIP，本课免费学')).toBeTruthy();
    fireEvent.click(screen.getByText('立即购买'));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('S202503010001')).toBeTruthy();
    expect(server.calls('POST /pc/courses/order')).toEqual([{ courseId: '12' }]);

    bought = true;
    server.settle();
    expect(await within(dialog).findByText('支付成功')).toBeTruthy();
    expect(server.notices).toContainEqual(['success', '支付成功']);
    await waitFor(() => expect(screen.getAllByText('开始学习').length).toBeGreaterThan(1));
  });

  it('shows a buyer their validity, progress, review form and 继续学习 into the player', async () => {
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
    renderAt(<CourseDetailPage />, '/courseDetail?id=12');

    expect(await screen.findByText('已购买，有效期至2099-03-01')).toBeTruthy();
    expect(screen.getByText('已学完 0/2 节视频')).toBeTruthy();
    expect(screen.getByText('发表评价')).toBeTruthy();
    expect(screen.getByText('查看讲义')).toBeTruthy();
    expect(screen.queryByText('免费试看')).toBeNull();

    fireEvent.click(screen.getByText('继续学习', { selector: 'button span' }));
    await waitFor(() => expect(where()).toBe('/videoPlay?courseId=12&lessonId=102'));
  });

  it('lets a VIP member study a VIP-free course for free', async () => {
    const server = fakeServer({ ...LEARNER, weight: 1, vip: '黄金会员' });
    server.replies['GET /pc/courses/12'] = courseDetail(
      {
        signedIn: true,
        isVip: true,
        vipFree: true,
        canEnrol: true,
        canBuy: true,
        action: 'enrol',
        actionText: 'VIP免费学',
      },
      { isVipFree: true },
    );
    server.replies['POST /pc/courses/enrol'] = {
      courseId: 12,
      source: 'vip',
      enrolledAt: '2025-03-01T00:00:00.000Z',
      expiresAt: null,
    };
    renderAt(<CourseDetailPage />, '/courseDetail?id=12');

    fireEvent.click(await screen.findByText('VIP免费学'));
    await waitFor(() =>
      expect(server.notices).toContainEqual(['success', '已加入我的课程，VIP会员免费学习']),
    );
    expect(server.calls('POST /pc/courses/enrol')).toEqual([{ courseId: '12' }]);
    expect(screen.queryByText('开通VIP，本课免费学')).toBeNull();
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
    renderAt(<CourseDetailPage />, '/courseDetail?id=12');

    expect(await screen.findByText('免费')).toBeTruthy();
    fireEvent.click(screen.getByText('免费报名'));
    await waitFor(() =>
      expect(server.notices).toContainEqual(['success', '报名成功，已加入我的课程']),
    );
    cleanup();

    renderAt(<CourseDetailPage />, '/detail?id=99');
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });
});
