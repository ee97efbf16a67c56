import { cleanup, render, screen } from '@testing-library/react';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CardList } from './card-list';

afterEach(cleanup);

const base: ExperienceCard = {
  id: 1,
  name: '名师讲题体验卡',
  source: '新人礼包',
  status: 'usable',
  grantedAt: '2026-04-01T00:00:00Z',
  expiresAt: '2099-06-30T00:00:00Z',
  usedAt: null,
  lecture: null,
};

describe('CardList', () => {
  it('shows each card’s source, expiry, state and what a used one unlocked', () => {
    render(
      <MemoryRouter>
        <CardList
          cards={[
            base,
            {
              ...base,
              id: 2,
              status: 'used',
              usedAt: '2026-04-20T02:30:00Z',
              lecture: { id: 9, title: '工程问题：赋值总量，一步求解' },
            },
            {
              ...base,
              id: 3,
              source: '暑期活动赠送',
              status: 'expired',
              expiresAt: '2026-03-01T00:00:00Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('2099-06-30 到期')).toBeTruthy();
    expect(screen.getByText('可使用')).toBeTruthy();
    expect(screen.getByText('2026-04-20 10:30 使用')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '工程问题：赋值总量，一步求解' }).getAttribute('href'),
    ).toBe('/questionBank/lectureDetail?id=9');
    expect(screen.getByText('2026-03-01 到期')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    // Without a picker nothing is chosen.
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when there is no card', () => {
    render(<CardList cards={[]} />);
    expect(screen.getByText('暂无体验卡')).toBeTruthy();
  });
});
