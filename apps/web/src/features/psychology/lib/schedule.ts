/**
 * The study-schedule builder (备考作息表): a day from waking to sleep with study blocks in it,
 * and what it says about that day — hours of sleep and study, and the habits that wear a
 * candidate down: too little sleep, studying past midnight, blocks too long to stay focused,
 * no break between blocks, studying up to bedtime. Times are HH:MM of one day; a bedtime after
 * midnight belongs to the same day.
 */
import { readNotes, writeNotes } from './private-notes';

export interface StudyBlock {
  id: string;
  /** HH:MM */
  start: string;
  minutes: number;
  subject: string;
}

export interface DayPlan {
  wake: string;
  sleep: string;
  blocks: StudyBlock[];
}

export const SUBJECTS = ['行测', '申论', '公基', '面试', '错题复盘', '其他'] as const;
export const BLOCK_MINUTES = [25, 45, 60, 90, 120] as const;

const DAY = 24 * 60;
const MIN_SLEEP = 7 * 60;
const MAX_BLOCK = 90;
const MIN_BREAK = 10;
const MAX_STUDY = 10 * 60;
const WIND_DOWN = 30;

/** Minutes after midnight of HH:MM, or null. */
export function toMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** HH:MM of minutes after midnight (the next day's wrap around). */
export function formatTime(minutes: number): string {
  const inDay = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}

export interface TimelineRow {
  start: number;
  end: number;
  label: string;
  kind: 'wake' | 'study' | 'sleep';
}

export interface PlanReview {
  /** Minutes asleep, from bedtime to waking. */
  sleepMinutes: number;
  studyMinutes: number;
  /** Waking, the blocks in order, bedtime; minutes since the day's midnight, past 24:00 after it. */
  timeline: TimelineRow[];
  warnings: string[];
  /** What the plan does well. */
  good: string[];
}

/** A block's name in a sentence: 「行测 09:00」. */
const nameOf = (block: StudyBlock) => `「${block.subject} ${block.start}」`;

export function reviewPlan(plan: DayPlan): PlanReview {
  const wake = toMinutes(plan.wake) ?? 7 * 60;
  const rawSleep = toMinutes(plan.sleep) ?? 23 * 60;
  // Bedtime at or before waking time is after midnight.
  const sleep = rawSleep <= wake ? rawSleep + DAY : rawSleep;
  const sleepMinutes = DAY - (sleep - wake);
  const blocks = plan.blocks
    .map((block) => {
      const raw = toMinutes(block.start);
      if (raw === null) return null;
      const start = raw < wake ? raw + DAY : raw;
      return { block, start, end: start + block.minutes };
    })
    .filter((row) => row !== null)
    .sort((a, b) => a.start - b.start);
  const studyMinutes = blocks.reduce((sum, row) => sum + row.block.minutes, 0);
  const warnings: string[] = [];
  const good: string[] = [];

  if (sleepMinutes < MIN_SLEEP) {
    warnings.push(
      `睡眠只有 ${formatHours(sleepMinutes)}，建议保证 7 小时左右，睡眠不足会直接影响记忆和做题速度。`,
    );
  } else {
    good.push(`睡眠 ${formatHours(sleepMinutes)}，充足。`);
  }
  if (sleep > DAY + 30) {
    warnings.push('入睡时间晚于 0:30，长期晚睡会让白天精力不足，建议逐步提前。');
  }
  for (const row of blocks) {
    if (row.block.minutes > MAX_BLOCK) {
      warnings.push(
        `${nameOf(row.block)}连续学习 ${row.block.minutes} 分钟，专注力难以维持，建议拆成两段，中间休息 10 分钟。`,
      );
    }
    if (row.end > sleep) {
      warnings.push(`${nameOf(row.block)}超出了入睡时间。`);
    }
  }
  for (let index = 1; index < blocks.length; index += 1) {
    const before = blocks[index - 1]!;
    const after = blocks[index]!;
    if (after.start < before.end) {
      warnings.push(`${nameOf(before.block)}与${nameOf(after.block)}时间重叠。`);
    } else if (after.start - before.end < MIN_BREAK) {
      warnings.push(`${nameOf(before.block)}之后没有留出休息，建议至少间隔 ${MIN_BREAK} 分钟。`);
    }
  }
  const last = blocks.at(-1);
  if (last && last.end <= sleep && sleep - last.end < WIND_DOWN) {
    warnings.push('最后一段学习离入睡不到 30 分钟，睡前留出放松时间更容易入睡。');
  }
  if (studyMinutes > MAX_STUDY) {
    warnings.push(
      `每天学习 ${formatHours(studyMinutes)}，超过 10 小时难以长期坚持，注意劳逸结合。`,
    );
  } else if (studyMinutes >= 4 * 60) {
    good.push(`每天学习 ${formatHours(studyMinutes)}，强度适中。`);
  }
  if (blocks.some((row) => row.block.subject === '错题复盘')) {
    good.push('安排了错题复盘。');
  } else if (blocks.length > 0) {
    warnings.push('没有安排错题复盘，建议每天留出 25—45 分钟回顾当天的错题。');
  }

  const timeline: TimelineRow[] = [
    { start: wake, end: wake, label: '起床', kind: 'wake' },
    ...blocks.map((row) => ({
      start: row.start,
      end: row.end,
      label: row.block.subject,
      kind: 'study' as const,
    })),
    { start: sleep, end: sleep, label: '入睡', kind: 'sleep' },
  ];
  return { sleepMinutes, studyMinutes, timeline, warnings, good };
}

let seq = 0;

export function newBlock(start: string, minutes: number, subject: string): StudyBlock {
  seq += 1;
  return { id: `b${Date.now().toString(36)}${seq}`, start, minutes, subject };
}

/** Starting points: a full-time candidate's day and a working candidate's evenings. */
export const PRESETS: Array<{ key: string; name: string; plan: () => DayPlan }> = [
  {
    key: 'full-time',
    name: '全职备考',
    plan: () => ({
      wake: '07:00',
      sleep: '23:00',
      blocks: [
        newBlock('08:30', 90, '行测'),
        newBlock('10:15', 60, '行测'),
        newBlock('14:00', 90, '申论'),
        newBlock('15:45', 45, '公基'),
        newBlock('19:30', 60, '面试'),
        newBlock('20:45', 45, '错题复盘'),
      ],
    }),
  },
  {
    key: 'working',
    name: '在职备考',
    plan: () => ({
      wake: '06:45',
      sleep: '23:30',
      blocks: [
        newBlock('07:00', 45, '行测'),
        newBlock('19:30', 60, '申论'),
        newBlock('20:45', 60, '行测'),
        newBlock('22:00', 25, '错题复盘'),
      ],
    }),
  },
];

const KEY = 'psyStudySchedule';

function isPlan(value: unknown): value is DayPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Partial<DayPlan>;
  return (
    typeof plan.wake === 'string' &&
    typeof plan.sleep === 'string' &&
    Array.isArray(plan.blocks) &&
    plan.blocks.every(
      (block: Partial<StudyBlock>) =>
        typeof block?.id === 'string' &&
        typeof block.start === 'string' &&
        typeof block.minutes === 'number' &&
        typeof block.subject === 'string',
    )
  );
}

/** The plan this person keeps on this device (see private-notes), or the full-time preset. */
export function loadPlan(userId: number): DayPlan {
  const saved = readNotes(KEY, userId);
  return isPlan(saved) ? saved : PRESETS[0]!.plan();
}

export function savePlan(userId: number, plan: DayPlan): void {
  writeNotes(KEY, userId, plan);
}
