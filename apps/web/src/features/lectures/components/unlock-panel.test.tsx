import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type { LectureDetail } from '@shangan/shared/contracts/video-teaching/lectures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import { UnlockPanel } from './unlock-panel';

afterEach(() => {
  cleanup();
  stopStubs();
});

const LECTURE: LectureDetail = {
  id: 7,
  title: '逻辑填空：从语境关键词锁定答案',
  teacherName: '许明远',
  teacherTitle: '行测言语理解主讲',
  subjectId: 1,
  subjectName: '行测',
  moduleName: '言语理解与表达',
  knowledgePoint: { id: 3, name: '逻辑填空' },
  questionId: 15,
  questionSummary: '面对复杂多变的形势……',
  durationSeconds: 40,
  trialSeconds: 15,
  lockState: 'locked',
  unlockedAt: null,
  progress: null,
  intro: '先找语境中的提示词。',
};

const card = (id: number, expiresAt: string, source: string): ExperienceCard => ({
  id,
  name: '名师讲题体验卡',
  source,
  status: 'usable',
  grantedAt: '2026-04-01T00:00:00Z',
  expiresAt,
  usedAt: null,
  lecture: null,
});

const USABLE = [
  card(21, '2099-05-07T00:00:00Z', '学习打卡奖励'),
  card(22, '2099-06-30T00:00:00Z', '新人礼包'),
];
const CARDS = {
  'GET /videoTeaching/experienceCardList': {
    data: { list: USABLE, total: 2, counts: { usable: 2, used: 0, expired: 0 } },
  },
};

const confirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: '使用体验卡解锁' }));
  const ok = await screen.findByRole('button', { name: '确认解锁' });
  await act(async () => {
    fireEvent.click(ok);
  });
};

describe('UnlockPanel', () => {
  it('unlocks with the card that runs out first unless another is picked', async () => {
    const api = fakeApi({
      ...CARDS,
      'POST /videoTeaching/unlock': { data: {} },
    });
    renderInApp(<UnlockPanel lecture={LECTURE} signedIn onShowCards={vi.fn()} />);
    expect(await screen.findByText('未解锁的讲题可免费试看前15秒。')).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(screen.getByText('2099-05-07 到期')).toBeTruthy();

    fireEvent.click(radios[1]!);
    await confirm();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.call === 'POST /videoTeaching/unlock')).toHaveLength(1),
    );
    expect(api.calls.find((c) => c.call === 'POST /videoTeaching/unlock')!.fields).toEqual({
      lectureId: 7,
      cardId: 22,
    });
    expect(await screen.findByText('解锁成功，开始观看完整讲解吧')).toBeTruthy();
  });

  it('shows the server’s refusal and reads the cards again', async () => {
    const api = fakeApi({
      ...CARDS,
      'POST /videoTeaching/unlock': { code: 400, msg: '该体验卡已过期，请选择其他体验卡' },
    });
    renderInApp(<UnlockPanel lecture={LECTURE} signedIn onShowCards={vi.fn()} />);
    await screen.findAllByRole('radio');
    await confirm();
    await waitFor(() =>
      expect(api.notices).toContainEqual(['warning', '该体验卡已过期，请选择其他体验卡']),
    );
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.call === 'GET /videoTeaching/experienceCardList'),
      ).toHaveLength(2),
    );
  });

  it('offers VIP when there is no card, login to a visitor, and nothing to unlock when open', async () => {
    fakeApi({
      'GET /videoTeaching/experienceCardList': {
        data: { list: [], total: 0, counts: { usable: 0, used: 0, expired: 1 } },
      },
    });
    renderInApp(<UnlockPanel lecture={LECTURE} signedIn onShowCards={vi.fn()} />);
    expect(await screen.findByText('暂无可用的体验卡。开通VIP可畅看全部讲题。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开通VIP' })).toBeTruthy();
    cleanup();

    const api = fakeApi({});
    renderInApp(<UnlockPanel lecture={LECTURE} signedIn={false} onShowCards={vi.fn()} />);
    expect(screen.getByRole('button', { name: '登录后解锁' })).toBeTruthy();
    expect(api.calls).toEqual([]);
    cleanup();

    renderInApp(
      <UnlockPanel lecture={{ ...LECTURE, lockState: 'vip' }} signedIn onShowCards={vi.fn()} />,
    );
    expect(screen.getByText('VIP会员可完整观看全部名师讲题，无需使用体验卡。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '使用体验卡解锁' })).toBeNull();
  });
});
