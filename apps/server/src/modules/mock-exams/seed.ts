import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { findPositionIdsOfExamKind, findPositionsWithExam } from '../enlistment/public.ts';
import {
  findCatalogues,
  insertGradedAttempts,
  insertPaper,
  insertQuestion,
  recordPersonalHandIns,
} from '../question-bank/public.ts';
import { insertSubmittedAnswer } from '../short-answer/public.ts';
import { findPaperLeavesWithKeys, paperTotals } from './bank-reads.repository.ts';
import { simulateCohort } from './cohort-simulation.ts';
import { createContest } from './contest-writer.ts';
import { findStages, markStageSwept } from './mock-exam.repository.ts';
import { provinceOfPosition } from './provinces.ts';
import { computeResultsIn, lastBucketOf } from './results.service.ts';
import { CONTEST_PAPERS, ESSAY, type PaperDraft } from './seed/contest-papers.ts';
import {
  findSubjectIdByCode,
  findUserIdByPhone,
  insertApplications,
  insertEntries,
  insertLeaveEvents,
} from './seed.repository.ts';

/**
 * The demo contests, timed from the seed's `now`:
 * - 第一季, ended a week ago, with 行测 and 申论 stages, 2,000 simulated candidates and the
 *   demo learner among them with a good 行测 result; its results computed by the code that
 *   closes live contests, the demo learner's 申论 waiting for the demo grader (待批改);
 * - 第二季, under way (started an hour ago, open for three more hours), the demo learner
 *   applied but not yet started, a long late-entry window so the demo can still enter;
 * - a 江苏省考 contest open for application, starting in a week.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const POINTS_EACH = 50;

const RULES = [
  '1. 本场模考为全真模拟，题型、题量与计时参照正式考试，成绩计入全国排名。',
  '2. 请在报名时选择报考职位（或所在省份），成绩公布后可查看全国、本省及同职位排名。',
  '3. 开考后{late}分钟内可以进入考试，超过入场时间不能再进入；迟到入场的，交卷时间不顺延。',
  '4. 考试计时以服务器时间为准，中途离开页面计时不停止，离开考试页面的次数会记入成绩单。',
  '5. 考试结束时尚未交卷的，系统自动交卷；已保存的作答全部有效。',
  '6. 考试结束后公布成绩、排名与解析；考试期间任何人都无法查看本卷答案与解析。',
  '7. 考试结束后，本卷作为往期模考开放练习，练习成绩与原考生对比，但不计入排名。',
].join('\n');

const rules = (late: number) => RULES.replace('{late}', String(late));

/** Midnight in Asia/Shanghai (UTC+8) of the day `ms` falls on, in UTC ms. */
function shanghaiMidnight(ms: number): number {
  const offset = 8 * HOUR;
  return Math.floor((ms + offset) / DAY) * DAY - offset;
}

/** A time of day in Shanghai, `days` after the day of `ms`. */
const shanghaiAt = (ms: number, days: number, hour: number) =>
  shanghaiMidnight(ms) + days * DAY + hour * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();

/** A position among `count` drawn from a hash of `text`: deterministic, without a pattern. */
function keyPosition(text: string, count: number): number {
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0) % count;
}

async function writePaper(
  trx: Transaction<Database>,
  input: {
    subjectId: number;
    points: Map<string, number>;
    draft: PaperDraft;
    title: string;
    region: string;
    examType: string;
    level: string;
    minutes: number;
    now: string;
  },
): Promise<number> {
  const { draft, now } = input;
  const paperId = await insertPaper(
    trx,
    {
      subjectId: input.subjectId,
      title: input.title,
      year: new Date(now).getUTCFullYear(),
      region: input.region,
      examType: input.examType,
      examinationLevel: input.level,
      timeLimitMinutes: input.minutes,
      description: '模考大赛试卷：常识判断、言语理解与表达、数量关系、判断推理、资料分析',
      kind: 'contest',
    },
    now,
  );
  const point = (name: string) => {
    const id = input.points.get(name);
    if (id === undefined) throw new Error(`unknown knowledge point ${name}`);
    return id;
  };
  // The right option goes where a hash of the paper and the stem puts it: the same on every
  // seed, yet no pattern an ended contest's keys would show for a running one's.
  const place = (stem: string, right: string, wrong: string[]) => {
    const at = keyPosition(`${input.title}\n${stem}`, wrong.length + 1);
    const options = [...wrong];
    options.splice(at, 0, right);
    return { options, answer: String.fromCharCode(65 + at) };
  };
  // The paper's order: 常识, 言语, 数量, 判断, then the material — as the official paper runs.
  const order = ['常识判断', '言语理解与表达', '数量关系', '判断推理'];
  const singles = [...draft.singles].sort(
    (a, b) => order.indexOf(a.module) - order.indexOf(b.module),
  );
  let number = 0;
  for (const single of singles) {
    number++;
    const { options, answer } = place(single.stem, single.right, single.wrong);
    await insertQuestion(
      trx,
      {
        subjectId: input.subjectId,
        catalogueId: point(single.point),
        paperId,
        sortOrder: number,
        typeCode: 'single_choose',
        context: single.stem
          .split('\n')
          .map((line) => `<p>${line}</p>`)
          .join(''),
        options,
        answer,
        difficulty: single.difficulty,
        scoreTenths: POINTS_EACH,
        // The paper's name only: a number would tell where the question stands on a paper each
        // candidate sees in an order of their own.
        source: input.title,
        analyses: [{ type: 'text', analysis: `<p>${single.why}</p>` }],
      },
      now,
    );
  }
  number++;
  await insertQuestion(
    trx,
    {
      subjectId: input.subjectId,
      catalogueId: point(draft.material.point),
      paperId,
      sortOrder: number,
      typeCode: 'composite',
      context: `<p>${draft.material.intro}</p>`,
      materials: [draft.material.material],
      analyses: [
        {
          type: 'text',
          analysis: '<p>先通读材料，圈出年份、单位和增长率等关键数据，再按题目要求列式估算。</p>',
        },
      ],
      source: input.title,
      children: draft.material.children.map((child) => {
        const { options, answer } = place(child.stem, child.right, child.wrong);
        return {
          typeCode: 'single_choose' as const,
          context: `<p>${child.stem}</p>`,
          options,
          answer,
          difficulty: child.difficulty,
          scoreTenths: POINTS_EACH,
          analyses: [{ type: 'text' as const, analysis: `<p>${child.why}</p>` }],
        };
      }),
    },
    now,
  );
  return paperId;
}

async function writeEssayPaper(
  trx: Transaction<Database>,
  subjectId: number,
  catalogueId: number | null,
  title: string,
  now: string,
): Promise<number> {
  const paperId = await insertPaper(
    trx,
    {
      subjectId,
      title,
      year: new Date(now).getUTCFullYear(),
      region: '全国',
      examType: '国考',
      examinationLevel: '地市级',
      timeLimitMinutes: 180,
      description: '模考大赛申论试卷：归纳概括、提出对策',
      kind: 'contest',
    },
    now,
  );
  await insertQuestion(
    trx,
    {
      subjectId,
      catalogueId,
      paperId,
      sortOrder: 1,
      typeCode: 'composite',
      context: `<p>${ESSAY.intro}</p>`,
      materials: ESSAY.materials,
      analyses: [
        {
          type: 'text',
          analysis:
            '<p>资料1写做法，资料2写问题与改进：第一题从资料中提取做法并分条归纳，第二题针对资料2的问题逐一提出对策。</p>',
        },
      ],
      source: title,
      children: ESSAY.questions.map((question) => ({
        typeCode: 'short_answer' as const,
        context: question.stem
          .split('\n')
          .map((line) => `<p>${line}</p>`)
          .join(''),
        answer: question.reference,
        scoreTenths: question.scoreTenths,
        wordsNum: question.wordsNum,
        analyses: [{ type: 'text' as const, analysis: question.reference }],
      })),
    },
    now,
  );
  return paperId;
}

export async function seedMockExams(trx: Transaction<Database>, now: string): Promise<void> {
  const nowMs = Date.parse(now);
  const xingce = await findSubjectIdByCode(trx, 'xingce');
  const shenlun = await findSubjectIdByCode(trx, 'shenlun');
  if (!xingce || !shenlun) throw new Error('the mock contests need the demo question bank');
  const catalogues = await findCatalogues(trx, xingce.id);
  const points = new Map(catalogues.map((row) => [row.name, row.id]));
  const essayPoint =
    (await findCatalogues(trx, shenlun.id)).find((row) => row.name === '归纳概括')?.id ?? null;

  const positionIds = await findPositionIdsOfExamKind(trx, 'national', 400);
  const positions = [...(await findPositionsWithExam(trx, positionIds)).values()].map(
    (position) => ({ id: position.id, province: provinceOfPosition(position) }),
  );
  const learner = await findUserIdByPhone(trx, DEMO_LEARNER.phone);
  const learnerPosition = positions.find((position) => position.province === '江苏省');

  // 第一季: over a week ago, results out.
  const firstStart = shanghaiAt(nowMs, -7, 9);
  const firstEnd = firstStart + 120 * MINUTE;
  const essayStart = shanghaiAt(nowMs, -7, 14);
  const essayEnd = essayStart + 180 * MINUTE;
  const firstTitle = '2027国考行测全真模考大赛·第一季';
  const firstPaper = await writePaper(trx, {
    subjectId: xingce.id,
    points,
    draft: CONTEST_PAPERS.first,
    title: firstTitle,
    region: '全国',
    examType: '国考',
    level: '地市级',
    minutes: 120,
    now,
  });
  const essayPaper = await writeEssayPaper(
    trx,
    shenlun.id,
    essayPoint,
    '2027国考申论全真模考大赛·第一季',
    now,
  );
  const first = await createContest(
    trx,
    {
      title: firstTitle,
      subtitle: '全真模拟 · 全国排名 · 估分',
      examType: '国考',
      examinationLevel: '地市级',
      rules: rules(30),
      applyStartAt: iso(firstStart - 21 * DAY),
      lateEntryMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: true,
      stages: [
        { stage: 'xingce', paperId: firstPaper, startAt: iso(firstStart), endAt: iso(firstEnd) },
        { stage: 'shenlun', paperId: essayPaper, startAt: iso(essayStart), endAt: iso(essayEnd) },
      ],
    },
    now,
  );
  await simulateCohort(trx, {
    contestId: first,
    title: firstTitle,
    paperId: firstPaper,
    subjectId: xingce.id,
    stageStartAt: firstStart,
    stageEndAt: firstEnd,
    lateEntryMinutes: 30,
    count: 2000,
    absent: 180,
    seed: 2027_0518,
    keyPrefix: 's1_',
    positions,
    nowIso: now,
  });
  if (learner) {
    await seedLearnerInFirst(trx, {
      userId: learner.id,
      contestId: first,
      title: firstTitle,
      paperId: firstPaper,
      essayPaperId: essayPaper,
      subjectId: xingce.id,
      essaySubjectId: shenlun.id,
      firstStart,
      firstEnd,
      essayStart,
      essayEnd,
      positionId: learnerPosition?.id ?? null,
      now,
    });
  }
  for (const stage of (await findStages(trx, [first])).get(first) ?? []) {
    await markStageSwept(trx, stage.id, iso(Math.min(nowMs, Date.parse(stage.end_at) + MINUTE)));
  }
  const totals = await paperTotals(trx, [firstPaper]);
  await computeResultsIn(
    trx,
    first,
    lastBucketOf(totals.get(firstPaper)?.scoreTenths ?? 1000),
    Math.min(nowMs, essayEnd + MINUTE),
  );

  // 第二季: under way.
  const secondStart = Math.floor((nowMs - HOUR) / MINUTE) * MINUTE;
  const secondTitle = '2027国考行测全真模考大赛·第二季';
  const secondPaper = await writePaper(trx, {
    subjectId: xingce.id,
    points,
    draft: CONTEST_PAPERS.second,
    title: secondTitle,
    region: '全国',
    examType: '国考',
    level: '副省级',
    minutes: 240,
    now,
  });
  const second = await createContest(
    trx,
    {
      title: secondTitle,
      subtitle: '全天开放入场 · 全国排名 · 估分',
      examType: '国考',
      examinationLevel: '副省级',
      rules: rules(150),
      applyStartAt: iso(secondStart - 10 * DAY),
      lateEntryMinutes: 150,
      shuffleQuestions: true,
      shuffleOptions: true,
      stages: [
        {
          stage: 'xingce',
          paperId: secondPaper,
          startAt: iso(secondStart),
          endAt: iso(secondStart + 4 * HOUR),
        },
      ],
    },
    now,
  );
  if (learner) {
    await insertApplications(trx, [
      {
        contestId: second,
        userId: learner.id,
        positionId: learnerPosition?.id ?? null,
        province: learnerPosition?.province ?? '江苏省',
        reminder: true,
        at: iso(nowMs - 2 * DAY),
      },
    ]);
  }

  // 江苏省考: open for application, a week from now.
  const thirdStart = shanghaiAt(nowMs, 7, 9);
  const thirdTitle = '2027江苏省考行测模考大赛（A类）';
  const thirdPaper = await writePaper(trx, {
    subjectId: xingce.id,
    points,
    draft: CONTEST_PAPERS.third,
    title: thirdTitle,
    region: '江苏',
    examType: '省考',
    level: 'A类',
    minutes: 120,
    now,
  });
  await createContest(
    trx,
    {
      title: thirdTitle,
      subtitle: '江苏省考 · 全省排名 · 估分',
      examType: '省考',
      examinationLevel: 'A类',
      rules: rules(30),
      applyStartAt: iso(nowMs - DAY),
      lateEntryMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: false,
      stages: [
        {
          stage: 'xingce',
          paperId: thirdPaper,
          startAt: iso(thirdStart),
          endAt: iso(thirdStart + 120 * MINUTE),
        },
      ],
    },
    now,
  );
}

/**
 * The demo learner in 第一季: 17 of 20 right (85 points), handed in ten minutes early, two
 * glances away from the page; and a 申论 handed in, waiting in the graders' queue.
 */
async function seedLearnerInFirst(
  trx: Transaction<Database>,
  input: {
    userId: number;
    contestId: number;
    title: string;
    paperId: number;
    essayPaperId: number;
    subjectId: number;
    essaySubjectId: number;
    firstStart: number;
    firstEnd: number;
    essayStart: number;
    essayEnd: number;
    positionId: number | null;
    now: string;
  },
): Promise<void> {
  const leaves = await findPaperLeavesWithKeys(trx, input.paperId);
  // Wrong on the two hardest, one left blank.
  const hardest = [...leaves].sort((a, b) => b.difficulty - a.difficulty || b.id - a.id);
  const wrong = new Set(hardest.slice(0, 2).map((leaf) => leaf.id));
  const blank = hardest[2]?.id;
  const answers = new Map<number, string>();
  for (const leaf of leaves) {
    if (leaf.id === blank) continue;
    answers.set(leaf.id, wrong.has(leaf.id) ? (leaf.answer === 'A' ? 'B' : 'A') : leaf.answer);
  }
  const startedAt = input.firstStart + 3 * MINUTE;
  const elapsed = Math.round((input.firstEnd - startedAt) / 1000) - 600;
  const positions = input.positionId
    ? await findPositionsWithExam(trx, [input.positionId])
    : new Map();
  const position = input.positionId ? positions.get(input.positionId) : undefined;
  await insertApplications(trx, [
    {
      contestId: input.contestId,
      userId: input.userId,
      positionId: input.positionId,
      province: position ? provinceOfPosition(position) : '江苏省',
      reminder: true,
      at: iso(input.firstStart - 5 * DAY),
    },
  ]);
  const [xingceAttempt] = await insertGradedAttempts(trx, [
    {
      userId: input.userId,
      kind: 'contest',
      businessKey: `contest:${input.contestId}:xingce`,
      title: `${input.title}·行测`,
      subjectId: input.subjectId,
      paperId: input.paperId,
      questionIds: leaves.map((leaf) => leaf.id),
      answers,
      timeLimitSeconds: Math.floor((input.firstEnd - startedAt) / 1000),
      startedAt: iso(startedAt),
      submittedAt: iso(startedAt + elapsed * 1000),
      elapsedSeconds: elapsed,
      submitType: 'direct',
    },
  ]);
  const essayLeaves = await findPaperLeavesWithKeys(trx, input.essayPaperId);
  const essayStarted = input.essayStart + 2 * MINUTE;
  const essayElapsed = Math.round((input.essayEnd - essayStarted) / 1000) - 900;
  const essayTexts = [
    '一是整合审批事项，把20多个部门的事项归集到统一平台办理；二是简化流程，不动产登记一次提交材料、3个工作日办结；三是延伸服务，在乡镇设帮办代办点，为老年人提供上门服务；四是建立数据共享清单和“好差评”制度，开展窗口人员轮训；五是与通信企业合作提升农村网络。',
    '针对数据共享难、线上线下不同步、农村网络弱等问题，建议：第一，统一数据标准，明确各部门共享责任，纳入年度考核；第二，加强窗口人员培训，线上线下同一标准、同一流程，推行首问负责；第三，加快农村网络建设，在信号薄弱的村设置自助服务终端；第四，保留线下渠道和帮办代办，照顾老年人等群体；第五，用好“好差评”结果，对差评及时整改、限期回复。',
  ];
  const essayAnswers = new Map(
    essayLeaves.map((leaf, index) => [leaf.id, essayTexts[index] ?? essayTexts[0]!]),
  );
  const submittedAt = iso(essayStarted + essayElapsed * 1000);
  const [essayAttempt] = await insertGradedAttempts(trx, [
    {
      userId: input.userId,
      kind: 'contest',
      businessKey: `contest:${input.contestId}:shenlun`,
      title: `${input.title}·申论`,
      subjectId: input.essaySubjectId,
      paperId: input.essayPaperId,
      questionIds: essayLeaves.map((leaf) => leaf.id),
      answers: essayAnswers,
      timeLimitSeconds: Math.floor((input.essayEnd - essayStarted) / 1000),
      startedAt: iso(essayStarted),
      submittedAt,
      elapsedSeconds: essayElapsed,
      submitType: 'direct',
    },
  ]);
  await insertEntries(trx, [
    {
      contestId: input.contestId,
      stage: 'xingce',
      userId: input.userId,
      exerciseId: xingceAttempt!,
      at: iso(startedAt),
    },
    {
      contestId: input.contestId,
      stage: 'shenlun',
      userId: input.userId,
      exerciseId: essayAttempt!,
      at: iso(essayStarted),
    },
  ]);
  // A person's practice, unlike the simulated cohort's: the bank home counts it.
  await recordPersonalHandIns(trx, [xingceAttempt!, essayAttempt!]);
  for (const [questionId, answer] of essayAnswers) {
    await insertSubmittedAnswer(trx, {
      userId: input.userId,
      questionId,
      answer,
      urls: [],
      now: submittedAt,
    });
  }
  await insertLeaveEvents(trx, [
    {
      exerciseId: xingceAttempt!,
      userId: input.userId,
      event: 'hidden',
      at: iso(startedAt + 41 * MINUTE),
    },
    {
      exerciseId: xingceAttempt!,
      userId: input.userId,
      event: 'visible',
      at: iso(startedAt + 41 * MINUTE + 12_000),
    },
    {
      exerciseId: xingceAttempt!,
      userId: input.userId,
      event: 'hidden',
      at: iso(startedAt + 77 * MINUTE),
    },
    {
      exerciseId: xingceAttempt!,
      userId: input.userId,
      event: 'visible',
      at: iso(startedAt + 77 * MINUTE + 8_000),
    },
  ]);
}
