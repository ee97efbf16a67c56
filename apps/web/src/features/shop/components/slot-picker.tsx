import { useState } from 'react';
import type { CoachingSlot } from '../types';
import { dayKey, dayLabel, hoursLabel } from '../slot-time';
import styles from './slot-picker.module.css';

interface SlotPickerProps {
  slots: CoachingSlot[];
  /** The chosen slot, or null. */
  value: number | null;
  onChange: (slot: CoachingSlot) => void;
  /** 一对一: a slot is free or taken; 一对多: it has seats left. */
  mode: 'one' | 'group';
}

interface Day {
  key: string;
  label: string;
  slots: CoachingSlot[];
  open: number;
}

function groupByDay(slots: CoachingSlot[]): Day[] {
  const days = new Map<string, Day>();
  for (const slot of slots) {
    const key = dayKey(slot.startsAt);
    const day = days.get(key) ?? { key, label: dayLabel(slot.startsAt), slots: [], open: 0 };
    day.slots.push(slot);
    if (slot.bookable) day.open += 1;
    days.set(key, day);
  }
  return [...days.values()];
}

/** What a slot says about its seats, as the server counted them. */
export function seatsText(slot: CoachingSlot, mode: 'one' | 'group'): string {
  if (!slot.bookable) return slot.reason ?? '不可预约';
  return mode === 'one' ? '可预约' : `剩余${slot.seatsLeft}席 / 共${slot.capacity}席`;
}

/**
 * 选择上课时间: the days that have slots (each with how many are still open), then the chosen
 * day's slots with their hours, coach and seats left. Full or closing slots are shown greyed with
 * the server's reason and cannot be chosen.
 */
export function SlotPicker({ slots, value, onChange, mode }: SlotPickerProps) {
  const days = groupByDay(slots);
  const chosenDay = slots.find((s) => s.id === value);
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const activeKey =
    dayChoice ??
    (chosenDay ? dayKey(chosenDay.startsAt) : null) ??
    days.find((d) => d.open > 0)?.key ??
    days[0]?.key ??
    null;
  const active = days.find((d) => d.key === activeKey);

  if (days.length === 0) return <p className={styles.none}>近期暂无可预约的时间，请稍后再来</p>;
  return (
    <div className={styles.picker}>
      <div className={styles.days} role="tablist" aria-label="上课日期">
        {days.map((day) => (
          <button
            key={day.key}
            type="button"
            role="tab"
            aria-selected={day.key === activeKey}
            className={`${styles.day} ${day.key === activeKey ? styles.dayActive : ''}`}
            onClick={() => setDayChoice(day.key)}
          >
            <span className={styles.dayLabel}>{day.label}</span>
            <span className={styles.dayNote}>
              {day.open > 0 ? `${day.open}个时段可约` : '已约满'}
            </span>
          </button>
        ))}
      </div>
      <ul className={styles.slots} role="radiogroup" aria-label="上课时间">
        {active?.slots.map((slot) => {
          const selected = slot.id === value;
          return (
            <li key={slot.id}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={!slot.bookable}
                data-testid="slot"
                data-slot-id={slot.id}
                className={`${styles.slot} ${selected ? styles.selected : ''}`}
                onClick={() => onChange(slot)}
              >
                <span className={styles.hours}>{hoursLabel(slot.startsAt, slot.endsAt)}</span>
                <span className={styles.coach}>{slot.coachName}</span>
                <span className={styles.seats} data-testid="slot-seats">
                  {seatsText(slot, mode)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
