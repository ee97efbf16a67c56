import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageOf } from '../common.ts';
import { Id, KnowledgePoint, Question } from '../question-bank.ts';

/**
 * Video teaching (名师讲题) on the learning API (docs/areas/video-teaching.md): short lectures in
 * which a teacher explains one question of the question bank, filed under its knowledge point.
 * A learner watches a lecture in full once it is unlocked with an experience card (体验卡,
 * cards.ts) or while a VIP member; everyone else may watch its first `trialSeconds`. The video
 * itself is played through the protected video delivery as owner ('lecture', id).
 */

export const TAG = '题库·名师讲题';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * How the person may watch a lecture: unlocked with one of their cards, as a VIP member, or
 * locked (the trial only; visitors too).
 */
export const LOCK_STATES = ['unlocked', 'vip', 'locked'] as const;
export const LockState = Type.Unsafe<(typeof LOCK_STATES)[number]>({
  type: 'string',
  enum: [...LOCK_STATES],
});
export type LockState = Static<typeof LockState>;

/** A lecture as the lists show it. */
export const LectureItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  teacherName: Type.String(),
  /** e.g. 行测数量关系主讲 */
  teacherTitle: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  /** The module (言语理解与表达 …) the knowledge point belongs to. */
  moduleName: Type.String(),
  knowledgePoint: KnowledgePoint,
  questionId: Type.Integer(),
  /** Plain-text start of the question's stem (the VIP prompt for a question one may not open). */
  questionSummary: Type.String(),
  durationSeconds: Type.Integer(),
  trialSeconds: Type.Integer(),
  lockState: LockState,
  /** When the person unlocked it with a card. */
  unlockedAt: Nullable(Type.String()),
  /** How much of the video the person has really watched (null: not started, or a visitor). */
  progress: Nullable(Type.Object({ watchedSeconds: Type.Integer(), completed: Type.Boolean() })),
});
export type LectureItem = Static<typeof LectureItem>;

export const LectureDetail = Type.Object({
  ...LectureItem.properties,
  /** What the lecture covers, plain text. */
  intro: Type.String(),
});
export type LectureDetail = Static<typeof LectureDetail>;

const CatalogueCounts = {
  id: Type.Integer(),
  name: Type.String(),
  lectureCount: Type.Integer(),
  /** Of these, watchable in full by the person (unlocked, or all of them for a VIP member). */
  openCount: Type.Integer(),
};

export const LecturePoint = Type.Object(CatalogueCounts);
export type LecturePoint = Static<typeof LecturePoint>;

/** A module and its knowledge points that have lectures; lectures filed under the module itself
 * count in the module only. */
export const LectureModule = Type.Object({
  ...CatalogueCounts,
  points: Type.Array(LecturePoint),
});
export type LectureModule = Static<typeof LectureModule>;

export const LectureSubject = Type.Object({
  ...CatalogueCounts,
  description: Type.String(),
  modules: Type.Array(LectureModule),
});
export type LectureSubject = Static<typeof LectureSubject>;

/** The subjects that have lectures (or the one asked for), each with its modules and points. */
export const ListLectureCatalogue = endpoint({
  method: 'GET',
  path: '/videoTeaching/catalogueList',
  tag: TAG,
  summary: '讲题目录：有讲题的科目、模块与知识点（含讲题数与可看数）',
  querystring: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
  data: Type.Array(LectureSubject),
});

/** all: every lecture; unlocked: those the person unlocked with a card. */
export const LECTURE_FILTERS = ['all', 'unlocked'] as const;

/** Lectures of a subject or under a module or knowledge point, a page at a time. */
export const ListLectures = endpoint({
  method: 'GET',
  path: '/videoTeaching/list',
  tag: TAG,
  summary: '讲题列表（按科目、模块或知识点，含解锁状态）',
  querystring: Type.Object({
    subjectId: Type.Optional(Id('科目编号不正确')),
    catalogueId: Type.Optional(Id('知识点编号不正确')),
    filter: Type.Optional(
      Type.Unsafe<(typeof LECTURE_FILTERS)[number]>({
        type: 'string',
        enum: [...LECTURE_FILTERS],
        errorMessage: '筛选条件不正确',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' }),
    ),
  }),
  data: PageOf(LectureItem),
});

/**
 * One lecture with the question it explains. The question follows the question bank's own
 * rules: its key and analyses only for a learner who handed in an attempt holding it, VIP
 * content only with the right; a lecture opens neither.
 */
export const GetLectureQuestion = endpoint({
  method: 'GET',
  path: '/videoTeaching/getQuestion',
  tag: TAG,
  summary: '讲题详情：讲解的题目、讲题信息与观看权限',
  querystring: Type.Object({ lectureId: Id('讲题编号不正确') }),
  data: Type.Object({
    lecture: LectureDetail,
    question: Question,
    /** Usable experience cards of the person (0 for a visitor). */
    experienceNum: Type.Integer(),
    /** Other lectures on the same knowledge point. */
    related: Type.Array(LectureItem),
  }),
});
