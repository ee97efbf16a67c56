import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { richTextToPlain } from '../../lib/sanitize-html.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { seedOwnerVideo } from '../course-video/public.ts';
import {
  displayAnswer,
  findAnalyses,
  findCatalogues,
  findQuestionsByIds,
  parseOptions,
} from '../question-bank/public.ts';
import { findFreeQuestionIds, findSubjectByName } from './bank-reads.ts';
import { insertCards } from './card.repository.ts';
import { insertLecture, ONLINE, setLectureDuration } from './lecture.repository.ts';
import { insertUnlock } from './unlock.repository.ts';

/**
 * The demo lectures: one teacher's explanation of a free question of the demo bank for each of
 * several knowledge points of 行测, 公共基础知识 and 面试. Each video is slides with the lecture's
 * captions made from the question itself (stem, options, the bank's analysis, the key) and the
 * point's method, so what is said matches what is shown beside it. The demo learner holds a few
 * experience cards: three to use, one already spent on the first lecture and one run out.
 */
interface LectureSpec {
  subject: string;
  point: string;
  /** Which of the point's free questions, oldest first. */
  nth?: number;
  title: string;
  teacher: [name: string, title: string];
  intro: string;
  /** The method, said at the end. */
  method: string;
}

const XU = ['许明远', '行测言语理解主讲'] as [string, string];
const ZHOU = ['周启航', '行测数量关系主讲'] as [string, string];
const LIN = ['林若溪', '行测判断推理主讲'] as [string, string];
const HE = ['何静', '公基与常识主讲'] as [string, string];
const SHEN = ['沈一舟', '结构化面试主讲'] as [string, string];

const LECTURES: LectureSpec[] = [
  {
    subject: '行测',
    point: '逻辑填空',
    title: '逻辑填空：从语境关键词锁定答案',
    teacher: XU,
    intro: '先找语境中的提示词，再辨析词义轻重与感情色彩，四个选项逐一代入验证。',
    method: '方法小结：找准语境提示词，排除感情色彩不符的选项，再比较词义轻重。',
  },
  {
    subject: '行测',
    point: '逻辑填空',
    nth: 1,
    title: '逻辑填空：成语辨析的三个角度',
    teacher: XU,
    intro: '从对象、程度和感情色彩三个角度辨析近义成语，避免望文生义。',
    method: '方法小结：成语看对象、看程度、看色彩，三者都对才是答案。',
  },
  {
    subject: '行测',
    point: '片段阅读',
    title: '片段阅读：抓住转折与对策找主旨',
    teacher: XU,
    intro: '主旨题重在结构：转折之后、对策之处往往就是作者的意图。',
    method: '方法小结：先看结构，转折、递进和对策处是重点，警惕绝对化和无中生有的选项。',
  },
  {
    subject: '行测',
    point: '语句表达',
    title: '语句排序：先定首句，再看衔接',
    teacher: XU,
    intro: '排序题先判断哪一句能开头，再用指代词和关联词把句子串起来。',
    method: '方法小结：首句交代背景或起点，指代词不能开头，关联词决定前后顺序。',
  },
  {
    subject: '行测',
    point: '数学运算',
    title: '工程问题：赋值总量，一步求解',
    teacher: ZHOU,
    intro: '把工作总量赋为各自时间的公倍数，效率就成了整数，合作问题迎刃而解。',
    method: '方法小结：总量取时间的最小公倍数，效率相加求合作时间。',
  },
  {
    subject: '行测',
    point: '数字推理',
    title: '数字推理：作差找规律',
    teacher: ZHOU,
    intro: '数列单调变化、变化幅度不大时，先作差，看差是否为常数或有规律的数列。',
    method: '方法小结：单调平缓先作差，差成等差或等比就找到了规律。',
  },
  {
    subject: '行测',
    point: '定义判断',
    title: '定义判断：拆出定义的要件逐一比对',
    teacher: LIN,
    intro: '把定义拆成主体、客体、条件和结果几个要件，选项逐条对照，缺一不可。',
    method: '方法小结：先拆要件，再逐项比对，符合全部要件的才是答案。',
  },
  {
    subject: '行测',
    point: '类比推理',
    title: '类比推理：先造句，再比关系和顺序',
    teacher: LIN,
    intro: '用一句话把题干两词的关系说出来，再用同一句话检验每个选项。',
    method: '方法小结：造句定关系，再核对词序和词性，关系和顺序都一致才选。',
  },
  {
    subject: '行测',
    point: '逻辑判断',
    title: '必然性推理：三段论一步到位',
    teacher: LIN,
    intro: '大前提、小前提、结论，三段论有效时结论必然成立。',
    method: '方法小结：找出大前提与小前提，中项连接两者，结论才必然成立。',
  },
  {
    subject: '行测',
    point: '科技人文',
    title: '常识积累：二十四节气与天文',
    teacher: HE,
    intro: '节气由太阳在黄道上的位置决定，与昼夜长短、气候变化密切相关。',
    method: '方法小结：记住二分二至的日期和太阳直射点位置，节气题便不难。',
  },
  {
    subject: '公共基础知识',
    point: '法律知识',
    title: '宪法：国家的根本大法',
    teacher: HE,
    intro: '宪法规定国家的根本制度和根本任务，具有最高法律效力。',
    method: '方法小结：宪法是根本大法，其他法律都不得同宪法相抵触。',
  },
  {
    subject: '公共基础知识',
    point: '公文写作',
    title: '公文文种：请示、报告与批复',
    teacher: HE,
    intro: '请示向上请求指示批准，报告向上汇报工作，批复答复下级请示。',
    method: '方法小结：一文一事，请示要有答复，报告不夹带请示事项。',
  },
  {
    subject: '面试',
    point: '应急应变',
    title: '应急应变：先稳情绪，再解决问题',
    teacher: SHEN,
    intro: '面对突发情况，先控制事态、安抚情绪，再分析原因、解决问题，最后总结改进。',
    method: '答题思路：控制现场、安抚群众、解决问题、总结反思，层次分明，措施具体。',
  },
];

/** Seconds a lecture's captions take: a few seconds a line, within half a minute to a minute. */
const secondsFor = (lines: string[]) => Math.min(60, Math.max(30, lines.length * 4));
const TRIAL_SECONDS = 15;

const CAPTION_WIDTH = 30;

/**
 * Plain text as caption lines of at most CAPTION_WIDTH characters, at most `max` of them: cut
 * after a sentence or a clause where one ends in time, so a line never starts with a comma.
 * A run of blank spaces in a stem is the blank to fill in, and stays visible as one.
 */
export function captions(html: string, max: number): string[] {
  const plain = richTextToPlain(html)
    .replace(/[\u3000 ]{2,}/g, '____')
    .replace(/\s+/g, ' ')
    .trim();
  const pieces = plain.match(/[^。！？；，、：]+[。！？；，、：]?/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && (line + piece).length > CAPTION_WIDTH) {
      lines.push(line.trim());
      line = '';
    }
    line += piece;
    while (line.length > CAPTION_WIDTH) {
      lines.push(line.slice(0, CAPTION_WIDTH));
      line = line.slice(CAPTION_WIDTH);
    }
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), `${lines[max - 1]}……`];
}

async function lectureLines(
  trx: Transaction<Database>,
  spec: LectureSpec,
  questionId: number,
): Promise<string[]> {
  const [question] = await findQuestionsByIds(trx, [questionId]);
  const analyses = (await findAnalyses(trx, [questionId])).get(questionId) ?? [];
  const text = analyses.find((analysis) => analysis.type === 'text');
  const lines = [
    spec.title,
    `主讲：${spec.teacher[0]}（${spec.teacher[1]}）`,
    `本讲考点：${spec.subject} · ${spec.point}`,
    ...captions(question!.context, 3),
  ];
  const options = parseOptions(question!.options)
    .map((option) => `${option.optionHead}. ${richTextToPlain(option.content).trim()}`)
    .join('   ');
  if (options && options.length <= 60) lines.push(options);
  const explained = text ? captions(text.analysis, 4) : [];
  lines.push(...explained);
  // The bank's analyses mostly open with the key; a lecture says it once.
  const answer = displayAnswer(question!.type_code, question!.answer);
  if (question!.type_code !== 'short_answer' && answer && !explained[0]?.startsWith('正确')) {
    lines.push(`本题答案：${answer}`);
  }
  lines.push(spec.method);
  return lines;
}

const DAY_MS = 86_400_000;

export async function seedVideoTeaching(trx: Transaction<Database>, now: string): Promise<void> {
  const catalogues = await findCatalogues(trx);
  const lectureIds: number[] = [];
  for (const [order, spec] of LECTURES.entries()) {
    const subject = await findSubjectByName(trx, spec.subject);
    const point = catalogues.find(
      (node) => node.subject_id === subject?.id && node.name === spec.point,
    );
    if (!subject || !point) throw new Error(`demo lecture: no ${spec.subject} · ${spec.point}`);
    const questionId = (await findFreeQuestionIds(trx, point.id))[spec.nth ?? 0];
    if (questionId === undefined) throw new Error(`demo lecture: no question in ${spec.point}`);
    const lines = await lectureLines(trx, spec, questionId);
    const id = await insertLecture(trx, {
      subject_id: subject.id,
      catalogue_id: point.id,
      question_id: questionId,
      title: spec.title,
      teacher_name: spec.teacher[0],
      teacher_title: spec.teacher[1],
      intro: spec.intro,
      trial_seconds: TRIAL_SECONDS,
      status: ONLINE,
      sort_order: order,
      created_at: now,
      updated_at: now,
    });
    const video = await seedOwnerVideo(trx, {
      ownerKind: 'lecture',
      ownerId: id,
      title: spec.title,
      lines,
      seconds: secondsFor(lines),
      now,
    });
    await setLectureDuration(trx, id, video.durationSeconds, now);
    lectureIds.push(id);
  }

  const learner = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_LEARNER.phone)
    .executeTakeFirst();
  if (!learner) return;
  const at = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();
  const card = { user_id: learner.id, name: '名师讲题体验卡' };
  await insertCards(trx, [
    { ...card, source: '新人礼包', granted_at: at(-3), expires_at: at(27), used_at: at(-2) },
    { ...card, source: '新人礼包', granted_at: at(-3), expires_at: at(27), used_at: null },
    { ...card, source: '学习打卡奖励', granted_at: at(-1), expires_at: at(6), used_at: null },
    { ...card, source: '课程购买赠送', granted_at: at(0), expires_at: at(60), used_at: null },
    { ...card, source: '暑期活动赠送', granted_at: at(-40), expires_at: at(-10), used_at: null },
  ]);
  // The first card was spent on the first lecture two days ago.
  const spent = await trx
    .selectFrom('vt_experience_card')
    .select('id')
    .where('user_id', '=', learner.id)
    .where('used_at', 'is not', null)
    .executeTakeFirstOrThrow();
  await insertUnlock(trx, {
    user_id: learner.id,
    lecture_id: lectureIds[0]!,
    card_id: spent.id,
    created_at: at(-2),
  });
}
