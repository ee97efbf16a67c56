import { Type, type Static } from 'typebox';
import {
  ConsolePaperMsg,
  PAPER_DESCRIPTION_MAX,
  PAPER_LEVEL_MAX,
  PAPER_MINUTES_MAX,
  PAPER_STATES,
  PAPER_TITLE_MAX,
  type PaperState,
} from '../../console-papers.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's past papers (试卷管理): written as drafts, filled by importing a file into
 * them (题库导入 with the paper as its target), then published to the learners' 历年真题.
 */
const TAG = '后台·试卷管理';
const ROLES = CONSOLE_SECTION_ROLES.papers;

const State = Type.Unsafe<PaperState>({ type: 'string', enum: [...PAPER_STATES] });
const PaperId = Type.Integer({ minimum: 1, errorMessage: ConsolePaperMsg.notFound });

export const ConsolePaper = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  title: Type.String(),
  year: Type.Integer(),
  region: Type.String(),
  examType: Type.String(),
  examinationLevel: Type.String(),
  timeLimitMinutes: Type.Integer(),
  vipOnly: Type.Boolean(),
  description: Type.String(),
  state: State,
  /** Gradable questions: a material group counts its sub-questions. */
  questionCount: Type.Integer(),
  totalScore: Type.Number(),
  /** Learners who have started it. */
  learners: Type.Integer(),
  createdAt: Type.String(),
});
export type ConsolePaper = Static<typeof ConsolePaper>;

export const ListConsolePapers = endpoint({
  method: 'GET',
  path: '/console/papers',
  tag: TAG,
  summary: '历年真题试卷（草稿与已发布，新建的在前），可按科目、状态与名称查找',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    subjectId: Type.Optional(Type.Integer({ minimum: 1 })),
    state: Type.Optional(State),
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
  }),
  data: PageOf(ConsolePaper),
});

export const SaveConsolePaper = endpoint({
  method: 'POST',
  path: '/console/papers/save',
  tag: TAG,
  summary: '新建（草稿）或修改试卷信息；有题目后不能再换科目',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsolePaperMsg.notFound,
    }),
    subjectId: Type.Integer({ minimum: 1, errorMessage: ConsolePaperMsg.subjectNotFound }),
    title: Type.String({
      maxLength: PAPER_TITLE_MAX * 2,
      errorMessage: ConsolePaperMsg.titleTooLong,
    }),
    year: Type.Integer({ errorMessage: ConsolePaperMsg.yearInvalid }),
    region: Type.String({ maxLength: 20, errorMessage: ConsolePaperMsg.regionInvalid }),
    examType: Type.String({ maxLength: 20, errorMessage: ConsolePaperMsg.examTypeInvalid }),
    examinationLevel: Type.String({
      maxLength: PAPER_LEVEL_MAX * 2,
      errorMessage: ConsolePaperMsg.levelTooLong,
    }),
    timeLimitMinutes: Type.Integer({
      minimum: 1,
      maximum: PAPER_MINUTES_MAX,
      errorMessage: ConsolePaperMsg.minutesInvalid,
    }),
    vipOnly: Type.Boolean(),
    description: Type.String({
      maxLength: PAPER_DESCRIPTION_MAX * 2,
      errorMessage: ConsolePaperMsg.descriptionTooLong,
    }),
  }),
  data: ConsolePaper,
});

export const PublishConsolePaper = endpoint({
  method: 'POST',
  path: '/console/papers/publish',
  tag: TAG,
  summary: '发布试卷到历年真题，或下架回到草稿（已有学员做过的不能下架）',
  roles: ROLES,
  body: Type.Object({ id: PaperId, published: Type.Boolean() }),
  data: ConsolePaper,
});

export const RemoveConsolePaper = endpoint({
  method: 'POST',
  path: '/console/papers/remove',
  tag: TAG,
  summary: '删除没有题目的草稿试卷',
  roles: ROLES,
  body: Type.Object({ id: PaperId }),
  data: Type.Null(),
});

export const ConsolePaperQuestion = Type.Object({
  id: Type.Integer(),
  typeName: Type.String(),
  /** The stem as plain text, shortened. */
  stem: Type.String(),
  answer: Type.String(),
  catalogueName: Type.String(),
  /** Sub-questions of a material group (0 for others). */
  children: Type.Integer(),
  score: Type.Number(),
});
export type ConsolePaperQuestion = Static<typeof ConsolePaperQuestion>;

export const ListConsolePaperQuestions = endpoint({
  method: 'GET',
  path: '/console/papers/questions',
  tag: TAG,
  summary: '试卷中的题目，按卷面顺序',
  roles: ROLES,
  querystring: Type.Object({ id: PaperId }),
  data: Type.Array(ConsolePaperQuestion),
});

export const DetachConsolePaperQuestion = endpoint({
  method: 'POST',
  path: '/console/papers/detach',
  tag: TAG,
  summary: '把一道题（材料题连同小题）移出草稿试卷；题目仍留在题库中',
  roles: ROLES,
  body: Type.Object({
    id: PaperId,
    questionId: Type.Integer({ minimum: 1, errorMessage: ConsolePaperMsg.questionNotInPaper }),
  }),
  data: Type.Null(),
});
