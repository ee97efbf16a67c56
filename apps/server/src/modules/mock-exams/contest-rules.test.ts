import { describe, expect, it } from 'vitest';
import { contestState, shanghaiTime, whyMayNotApply, whyMayNotStart } from './contest-clock.ts';
import { estimateScore } from './estimate.ts';
import type { ContestRow, StageRow } from './mock-exam.repository.ts';
import { normalizeProvince, provinceOfPosition } from './provinces.ts';

const T = Date.parse('2027-05-18T01:00:00.000Z'); // 09:00 in Shanghai
const iso = (offsetMinutes: number) => new Date(T + offsetMinutes * 60_000).toISOString();

const contest = {
  id: 1,
  apply_start_at: iso(-7 * 24 * 60),
  start_at: iso(0),
  end_at: iso(120),
  late_entry_minutes: 30,
} as ContestRow;
const stage = { stage: 'xingce', start_at: iso(0), end_at: iso(120) } as StageRow;

describe('the contest clock', () => {
  it('names the state from the times', () => {
    expect(contestState(contest, T - 8 * 86_400_000)).toBe('upcoming');
    expect(contestState(contest, T - 1)).toBe('applying');
    expect(contestState(contest, T)).toBe('running');
    expect(contestState(contest, T + 120 * 60_000)).toBe('ended');
    expect(shanghaiTime(iso(0))).toBe('5月18日 09:00');
  });

  it('keeps applying open until the late-entry cutoff', () => {
    expect(whyMayNotApply(contest, [stage], T - 8 * 86_400_000, false)).toContain('报名尚未开始');
    expect(whyMayNotApply(contest, [stage], T + 29 * 60_000, false)).toBe('');
    expect(whyMayNotApply(contest, [stage], T + 30 * 60_000, false)).toContain('报名已截止');
    expect(whyMayNotApply(contest, [stage], T + 30 * 60_000, true)).toBe('你已报名本场模考');
  });

  it('says why a stage may not be opened', () => {
    const at = (minutes: number, applied = true, status?: string) =>
      whyMayNotStart({
        contest,
        stage,
        now: T + minutes * 60_000,
        applied,
        entry: status ? { status } : null,
      });
    expect(at(-1)).toBe('行测考试尚未开始，开考时间 5月18日 09:00');
    expect(at(1, false)).toBe('请先报名本场模考');
    expect(at(1)).toBe('');
    expect(at(31)).toBe('开考已超过30分钟，不能再进入行测考试');
    expect(at(31, true, 'doing')).toBe('');
    expect(at(31, true, 'submitted')).toBe('行测已交卷，成绩将在模考结束后公布');
    expect(at(121, true, 'doing')).toBe('本场模考已结束，可在往期模考中练习');
  });
});

describe('provinces', () => {
  it('reads a position’s province from its location or its exam', () => {
    expect(provinceOfPosition({ location: '江苏省南京市玄武区', examName: '2027国考' })).toBe(
      '江苏省',
    );
    expect(provinceOfPosition({ location: '北京市西城区', examName: '2027国考' })).toBe('北京市');
    expect(
      provinceOfPosition({ location: '南京市玄武区', examName: '2027年江苏省考试录用公务员' }),
    ).toBe('江苏省');
    expect(provinceOfPosition({ location: '广西壮族自治区南宁市', examName: '' })).toBe(
      '广西壮族自治区',
    );
    expect(normalizeProvince('浙江')).toBe('浙江省');
    expect(normalizeProvince('内蒙古')).toBe('内蒙古自治区');
    expect(normalizeProvince('火星')).toBe('');
  });
});

describe('估分', () => {
  it('weights module accuracy by the official shares and bands it by its standard error', () => {
    const all = estimateScore([
      { name: '常识判断', questionCount: 4, correct: 4 },
      { name: '言语理解与表达', questionCount: 5, correct: 5 },
      { name: '数量关系', questionCount: 3, correct: 3 },
      { name: '判断推理', questionCount: 5, correct: 5 },
      { name: '资料分析', questionCount: 3, correct: 3 },
    ]);
    expect(all.score).toBe(100);
    expect(all.high).toBe(100);
    expect(all.low).toBeLessThan(100);
    const half = estimateScore([
      { name: '言语理解与表达', questionCount: 10, correct: 5 },
      { name: '判断推理', questionCount: 10, correct: 5 },
    ]);
    expect(half.score).toBe(50);
    expect(half.low).toBeGreaterThan(25);
    expect(half.high).toBeLessThan(75);
    // Verbal counts 40 of 135 questions, quantity 15: the same right answers weigh differently.
    const verbalStrong = estimateScore([
      { name: '言语理解与表达', questionCount: 4, correct: 4 },
      { name: '数量关系', questionCount: 4, correct: 0 },
    ]);
    expect(verbalStrong.score).toBeCloseTo((40 / 55) * 100, 0);
    expect(verbalStrong.method).toContain('1.96');
    expect(estimateScore([]).score).toBe(0);
  });
});
