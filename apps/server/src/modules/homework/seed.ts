import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEMO_LEARNER, grantRole } from '../accounts/public.ts';
import { linkTeacherAccount } from '../courses/public.ts';
import { DEMO_GRADER } from '../short-answer/public.ts';

/**
 * The demo homework, on the course the demo learner bought: four lessons' homework in every
 * state a learner meets — one to do with a photo question, a short quiz that closes without late
 * hand-ins, one handed in and waiting in the teacher's queue, one corrected and waiting for the
 * learner's rating. Bank questions come from the practice sections (never a contest's paper).
 */
type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

interface DemoItem {
  kind: 'objective' | 'subjective';
  /** Objective: a bank section whose next unused question it takes. */
  section?: string;
  prompt?: string;
  reference?: string;
  points: number;
}

interface DemoHomework {
  title: string;
  intro: string;
  /** Which lesson: the chapter's and the lesson's index in the outline. */
  chapter: number;
  lesson: number;
  deadlineInDays: number;
  allowLate: boolean;
  items: DemoItem[];
  learner?: {
    handedInDaysAgo: number;
    texts: string[];
    correction?: { daysAgo: number; scores: number[]; comments: string[]; comment: string };
  };
}

const PHOTO_PROMPT =
  '<p>请在纸上完成本节讲义末尾的3道片段阅读练习：圈出每段的主旨句，写出选项排除的理由。完成后<strong>拍照上传</strong>（可上传多张），并在下方用一两句话总结你判断主旨的方法。</p>';
const PHOTO_REFERENCE =
  '<p>参考思路：先找转折、因果、对策等关联词，重点落在“但是”“因此”“只有……才能……”之后；排除选项时注意“唯一”“最佳”等绝对表述、偷换主体和把目标当现状。</p>';

const DEMO_HOMEWORK: DemoHomework[] = [
  {
    title: '片段阅读课后作业',
    intro:
      '<p>本次作业包括2道单选题和1道拍照作答题，检验你对“主旨句定位”的掌握。建议用时20分钟。</p>',
    chapter: 0,
    lesson: 0,
    deadlineInDays: 7,
    allowLate: true,
    items: [
      { kind: 'objective', section: '片段阅读', points: 3 },
      { kind: 'objective', section: '片段阅读', points: 3 },
      { kind: 'subjective', prompt: PHOTO_PROMPT, reference: PHOTO_REFERENCE, points: 14 },
    ],
  },
  {
    title: '数量关系课后小测',
    intro: '<p>3道数学运算，独立完成后提交，系统自动判分。截止后不再接受提交。</p>',
    chapter: 1,
    lesson: 0,
    deadlineInDays: 3,
    allowLate: false,
    items: [
      { kind: 'objective', section: '数学运算', points: 5 },
      { kind: 'objective', section: '数学运算', points: 5 },
      { kind: 'objective', section: '数学运算', points: 5 },
    ],
  },
  {
    title: '判断推理课后作业',
    intro: '<p>1道类比推理单选题，另请归纳常见的类比关系。</p>',
    chapter: 2,
    lesson: 0,
    deadlineInDays: 2,
    allowLate: true,
    items: [
      { kind: 'objective', section: '类比推理', points: 4 },
      {
        kind: 'subjective',
        prompt: '<p>请归纳类比推理中最常考的四类关系，并各举一例。</p>',
        reference:
          '<p>常考关系：种属关系（水果—苹果）、整体与部分（汽车—轮胎）、工具与用途（剪刀—剪裁）、因果关系（干旱—减产）。</p>',
        points: 16,
      },
    ],
    learner: {
      handedInDaysAgo: 1,
      texts: [
        '',
        '1. 种属关系：动物—老虎；2. 整体与部分：电脑—键盘；3. 工具与用途：尺子—测量；4. 因果关系：暴雨—内涝。',
      ],
    },
  },
  {
    title: '逻辑填空课后作业',
    intro: '<p>1道逻辑填空单选题，另请整理本节课的易混词辨析。</p>',
    chapter: 0,
    lesson: 1,
    deadlineInDays: -3,
    allowLate: true,
    items: [
      { kind: 'objective', section: '逻辑填空', points: 4 },
      {
        kind: 'subjective',
        prompt: '<p>请从本节课讲到的易混词中选两组，说明它们的区别并各造一个句子。</p>',
        reference:
          '<p>示例：“截止”指到某时停止，“截至”指到某时为止（后接时间）；“权利”与“权力”：前者是应享有的利益，后者是支配力量。</p>',
        points: 16,
      },
    ],
    learner: {
      handedInDaysAgo: 5,
      texts: [
        '',
        '截止与截至：截止是到时间就停止，如“报名已于昨日截止”；截至是到某时为止，后面要跟时间，如“截至6月底，共有3万人报名”。权利和权力：权利是公民享有的，权力是机关行使的。',
      ],
      correction: {
        daysAgo: 4,
        scores: [13],
        comments: ['<p>两组词辨析准确，例句恰当。“权力”一组可以再补充例句。</p>'],
        comment: '<p>整体完成得很好，注意审题要求“各造一个句子”，不要遗漏。继续保持！</p>',
      },
    },
  },
];

export async function seedHomework(trx: Trx, now: string): Promise<void> {
  const learner = await userByPhone(trx, DEMO_LEARNER.phone);
  if (!learner) return;
  const enrolment = await trx
    .selectFrom('course_enrolments')
    .select('course_id')
    .where('user_id', '=', learner)
    .where('source', '=', 'order')
    .orderBy('course_id')
    .executeTakeFirst();
  if (!enrolment) return;
  const courseId = enrolment.course_id;
  const outline = await trx
    .selectFrom('course_lessons as l')
    .innerJoin('course_chapters as c', 'c.id', 'l.chapter_id')
    .select(['l.id', 'c.id as chapter_id'])
    .where('l.course_id', '=', courseId)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute();
  const byChapter = new Map<number, number[]>();
  for (const row of outline)
    byChapter.set(row.chapter_id, [...(byChapter.get(row.chapter_id) ?? []), row.id]);
  const chapters = [...byChapter.values()];
  const teacher = await userByPhone(trx, DEMO_GRADER.phone);
  const nowMs = Date.parse(now);
  const at = (days: number) => new Date(nowMs + days * DAY_MS).toISOString();
  const used = new Set<number>();

  for (const [index, demo] of DEMO_HOMEWORK.entries()) {
    const lessonId = chapters[demo.chapter]?.[demo.lesson] ?? outline[0]?.id;
    if (lessonId === undefined) return;
    const homework = await trx
      .insertInto('hw_homework')
      .values({
        course_id: courseId,
        lesson_id: lessonId,
        title: demo.title,
        intro: demo.intro,
        deadline_at: at(demo.deadlineInDays),
        allow_late: demo.allowLate ? 1 : 0,
        sort_order: index,
        created_at: at(demo.deadlineInDays - 10),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items: Array<{ id: number; kind: string; points: number; questionId: number | null }> =
      [];
    for (const [order, item] of demo.items.entries()) {
      const questionId = item.section ? await nextQuestion(trx, item.section, used) : null;
      if (item.kind === 'objective' && questionId === null) continue;
      const row = await trx
        .insertInto('hw_item')
        .values({
          homework_id: homework.id,
          sort_order: order,
          kind: item.kind,
          question_id: questionId,
          prompt: item.prompt ?? '',
          reference: item.reference ?? '',
          score_tenths: item.points * 10,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      items.push({ id: row.id, kind: item.kind, points: item.points, questionId });
    }
    if (demo.learner) {
      await seedLearnerWork(trx, {
        homeworkId: homework.id,
        learnerId: learner,
        teacherId: teacher,
        items,
        work: demo.learner,
        at,
      });
    }
  }
}

async function seedLearnerWork(
  trx: Trx,
  input: {
    homeworkId: number;
    learnerId: number;
    teacherId: number | null;
    items: Array<{ id: number; kind: string; points: number; questionId: number | null }>;
    work: NonNullable<DemoHomework['learner']>;
    at: (days: number) => string;
  },
) {
  const { work, at, items } = input;
  const handedIn = at(-work.handedInDaysAgo);
  const correction = work.correction;
  // The demo learner picks the key of the first objective question: one right answer each.
  const keys = await trx
    .selectFrom('qb_question')
    .select(['id', 'answer'])
    .where(
      'id',
      'in',
      items.map((item) => item.questionId ?? 0),
    )
    .execute();
  const keyOf = new Map(keys.map((row) => [row.id, row.answer]));
  const objectiveTenths = items
    .filter((item) => item.kind === 'objective')
    .reduce((sum, item) => sum + item.points * 10, 0);
  let subjectiveIndex = 0;
  const subjectiveTenths = correction
    ? correction.scores.reduce((sum, score) => sum + score * 10, 0)
    : 0;
  const submission = await trx
    .insertInto('hw_submission')
    .values({
      homework_id: input.homeworkId,
      user_id: input.learnerId,
      state: correction ? 'corrected' : 'submitted',
      attempt: 1,
      rev: 3,
      saved_at: handedIn,
      submitted_at: handedIn,
      objective_tenths: objectiveTenths,
      score_tenths: correction ? objectiveTenths + subjectiveTenths : null,
      corrected_at: correction ? at(-correction.daysAgo) : null,
      corrected_by: correction ? input.teacherId : null,
      comment: correction?.comment ?? '',
      created_at: at(-work.handedInDaysAgo - 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, item] of items.entries()) {
    const objective = item.kind === 'objective';
    const scoreTenths = objective
      ? item.points * 10
      : correction
        ? (correction.scores[subjectiveIndex] ?? 0) * 10
        : null;
    const comment = !objective && correction ? (correction.comments[subjectiveIndex] ?? '') : '';
    if (!objective) subjectiveIndex += 1;
    await trx
      .insertInto('hw_answer')
      .values({
        submission_id: submission.id,
        item_id: item.id,
        choice: objective ? (keyOf.get(item.questionId ?? 0) ?? '') : '',
        text: objective ? '' : (work.texts[index] ?? ''),
        correct: objective ? 1 : null,
        score_tenths: scoreTenths,
        comment,
        updated_at: handedIn,
      })
      .execute();
  }
}

/**
 * The demo grader also teaches: linked to the first teacher of the course with the demo
 * homework and given the teacher role, so one account shows the one inbox of 申论 and homework.
 */
export async function seedDemoTeacher(trx: Trx, now: string): Promise<void> {
  const account = await userByPhone(trx, DEMO_GRADER.phone);
  const homework = await trx
    .selectFrom('hw_homework')
    .select('course_id')
    .orderBy('id')
    .executeTakeFirst();
  if (account === null || !homework) return;
  const teacher = await trx
    .selectFrom('course_teachers')
    .select('teacher_id')
    .where('course_id', '=', homework.course_id)
    .orderBy('sort_order')
    .executeTakeFirst();
  if (!teacher) return;
  await linkTeacherAccount(trx, teacher.teacher_id, account);
  await grantRole(trx, account, 'teacher', now);
  await trx
    .updateTable('hw_submission')
    .set({ corrected_by: account })
    .where('state', '=', 'corrected')
    .where('corrected_by', 'is', null)
    .execute();
}

async function userByPhone(trx: Trx, phone: string): Promise<number | null> {
  const row = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The next single-choice practice question of the section not yet used by the demo homework. */
async function nextQuestion(trx: Trx, section: string, used: Set<number>): Promise<number | null> {
  const rows = await trx
    .selectFrom('qb_question as q')
    .innerJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
    .select('q.id')
    .where('c.name', '=', section)
    .where('q.type_code', '=', 'single_choose')
    .where('q.parent_id', 'is', null)
    .where('q.paper_id', 'is', null)
    .where('q.vip_only', '=', 0)
    .orderBy('q.id')
    .limit(used.size + 1)
    .execute();
  const row = rows.find((candidate) => !used.has(candidate.id));
  if (!row) return null;
  used.add(row.id);
  return row.id;
}
