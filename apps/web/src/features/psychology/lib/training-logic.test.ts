import { describe, expect, it } from 'vitest';
import { breathAt, cycleSeconds, RHYTHMS, roundsFor } from './breathing';
import { RELAX_STEPS, RELAX_TOTAL_MS, relaxAt, stepStartMs } from './relaxation';
import { newBlock, PRESETS, reviewPlan, toMinutes } from './schedule';
import { addWorry, removeWorry, updateWorry, type WorryJournal } from './worry-journal';

const calm = RHYTHMS[0]!;

describe('paced breathing', () => {
  it('walks through the phases of a cycle, the circle growing in and shrinking out', () => {
    expect(cycleSeconds(calm)).toBe(12);
    expect(roundsFor(calm, 3)).toBe(15);
    expect(breathAt(calm, 15, 0)).toMatchObject({ round: 1, secondsLeft: 4, scale: 0.55 });
    expect(breathAt(calm, 15, 0).phase.label).toBe('吸气');
    const hold = breathAt(calm, 15, 4_500);
    expect([hold.phase.label, hold.secondsLeft, hold.scale]).toEqual(['屏息', 2, 1]);
    const out = breathAt(calm, 15, 9_000);
    expect([out.phase.label, out.secondsLeft]).toEqual(['呼气', 3]);
    expect(out.scale).toBeCloseTo(0.775);
    expect(breathAt(calm, 15, 12_500).round).toBe(2);
    expect(breathAt(calm, 15, 15 * 12_000).done).toBe(true);
  });
});

describe('progressive muscle relaxation', () => {
  it('tenses then relaxes each part in turn, and can skip to a step', () => {
    expect(relaxAt(0)).toEqual({ index: 0, phase: 'tense', secondsLeft: 6, done: false });
    expect(relaxAt(7_000)).toMatchObject({ index: 0, phase: 'relax', secondsLeft: 19 });
    expect(relaxAt(stepStartMs(3))).toMatchObject({ index: 3, phase: 'tense' });
    expect(relaxAt(RELAX_TOTAL_MS).done).toBe(true);
    expect(stepStartMs(RELAX_STEPS.length + 5)).toBe(RELAX_TOTAL_MS);
  });
});

describe('the study schedule', () => {
  it('finds nothing to change in the presets', () => {
    for (const preset of PRESETS) expect(reviewPlan(preset.plan()).warnings).toEqual([]);
    const full = reviewPlan(PRESETS[0]!.plan());
    expect(full.sleepMinutes).toBe(8 * 60);
    expect(full.studyMinutes).toBe(390);
    expect(full.timeline.map((row) => row.label)).toEqual([
      '起床',
      '行测',
      '行测',
      '申论',
      '公基',
      '面试',
      '错题复盘',
      '入睡',
    ]);
  });

  it('flags short sleep, late nights, long blocks, overlaps, no breaks and no review', () => {
    const review = reviewPlan({
      wake: '06:30',
      sleep: '01:00',
      blocks: [
        newBlock('08:00', 120, '行测'),
        newBlock('09:30', 45, '申论'),
        newBlock('10:20', 45, '公基'),
        newBlock('00:40', 25, '面试'),
      ],
    });
    expect(review.sleepMinutes).toBe(5 * 60 + 30);
    expect(review.warnings).toEqual([
      '睡眠只有 5 小时 30 分钟，建议保证 7 小时左右，睡眠不足会直接影响记忆和做题速度。',
      '入睡时间晚于 0:30，长期晚睡会让白天精力不足，建议逐步提前。',
      '「行测 08:00」连续学习 120 分钟，专注力难以维持，建议拆成两段，中间休息 10 分钟。',
      '「面试 00:40」超出了入睡时间。',
      '「行测 08:00」与「申论 09:30」时间重叠。',
      '「申论 09:30」之后没有留出休息，建议至少间隔 10 分钟。',
      '没有安排错题复盘，建议每天留出 25—45 分钟回顾当天的错题。',
    ]);
  });

  it('reads times of day', () => {
    expect(toMinutes('07:30')).toBe(450);
    expect(toMinutes('24:00')).toBeNull();
    expect(toMinutes('')).toBeNull();
  });
});

describe('the worry journal', () => {
  it('adds, settles and removes worries, ignoring empty ones', () => {
    let journal: WorryJournal = { time: '19:30', worries: [] };
    journal = addWorry(journal, '   ');
    expect(journal.worries).toHaveLength(0);
    journal = addWorry(journal, '  担心面试紧张说不出话 ');
    const [worry] = journal.worries;
    expect(worry).toMatchObject({ text: '担心面试紧张说不出话', status: 'open' });
    journal = updateWorry(journal, worry!.id, { status: 'action', action: '每天对着镜子练一道题' });
    expect(journal.worries[0]).toMatchObject({ status: 'action', action: '每天对着镜子练一道题' });
    expect(removeWorry(journal, worry!.id).worries).toEqual([]);
  });
});
