import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachingSlot } from '../types';
import { seatsText, SlotPicker } from './slot-picker';

afterEach(cleanup);

const slot = (id: number, startsAt: string, extra: Partial<CoachingSlot> = {}): CoachingSlot => ({
  id,
  coachId: 1,
  coachName: '黄志远',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString(),
  capacity: 12,
  seatsLeft: 5,
  bookable: true,
  reason: null,
  ...extra,
});

// 3 June: 09:00 and 19:00 China time, the evening one full; 4 June: 14:00; 5 June: all full.
const SLOTS = [
  slot(1, '2026-06-03T01:00:00.000Z'),
  slot(2, '2026-06-03T11:00:00.000Z', { seatsLeft: 0, bookable: false, reason: '已约满' }),
  slot(3, '2026-06-04T06:00:00.000Z', { coachName: '林雅' }),
  slot(4, '2026-06-05T06:00:00.000Z', { seatsLeft: 0, bookable: false, reason: '已约满' }),
];

describe('SlotPicker', () => {
  it('lists the days with how many slots are open, and the first open day’s slots', () => {
    render(<SlotPicker slots={SLOTS} value={null} mode="group" onChange={() => undefined} />);
    const days = screen.getAllByRole('tab');
    expect(days.map((d) => d.textContent)).toEqual([
      '6月3日 周三1个时段可约',
      '6月4日 周四1个时段可约',
      '6月5日 周五已约满',
    ]);
    expect(days[0]!.getAttribute('aria-selected')).toBe('true');
    const slots = screen.getAllByRole('radio');
    expect(slots.map((s) => s.textContent)).toEqual([
      '09:00–11:00黄志远剩余5席 / 共12席',
      '19:00–21:00黄志远已约满',
    ]);
    expect((slots[1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses an open slot of another day and marks the chosen one', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SlotPicker slots={SLOTS} value={null} mode="group" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: /6月4日/ }));
    fireEvent.click(screen.getByRole('radio', { name: /14:00–16:00/ }));
    expect(onChange).toHaveBeenCalledWith(SLOTS[2]);
    rerender(<SlotPicker slots={SLOTS} value={3} mode="group" onChange={onChange} />);
    const chosen = screen.getByRole('radio', { checked: true });
    expect(within(chosen).getByText('林雅')).toBeTruthy();
    // A full slot cannot be chosen.
    fireEvent.click(screen.getByRole('tab', { name: /6月5日/ }));
    fireEvent.click(screen.getByRole('radio', { name: /已约满/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says 可预约 for a one-to-one slot and the server’s reason for a closed one', () => {
    expect(seatsText(slot(5, SLOTS[0]!.startsAt, { capacity: 1, seatsLeft: 1 }), 'one')).toBe(
      '可预约',
    );
    expect(
      seatsText(
        slot(6, SLOTS[0]!.startsAt, { bookable: false, reason: '即将开课，停止预约' }),
        'one',
      ),
    ).toBe('即将开课，停止预约');
  });

  it('says so when there is no slot at all', () => {
    render(<SlotPicker slots={[]} value={null} mode="one" onChange={() => undefined} />);
    expect(screen.getByText('近期暂无可预约的时间，请稍后再来')).toBeTruthy();
  });
});
