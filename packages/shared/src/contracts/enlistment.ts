import { Type, type Static } from 'typebox';
import {
  CANDIDATE_NAME_PATTERN,
  EDUCATION_LEVELS,
  ID_CARD_PATTERN,
  POLITICAL_RULES,
  POLITICAL_STATUSES,
} from '../enlistment.ts';
import { Msg } from '../messages.ts';
import { PHONE_PATTERN } from '../validation.ts';
import { endpoint } from './contract.ts';
import { PageOf, PageQuery, Yuan } from './common.ts';
import { CreatedShopOrder } from './commerce/orders.ts';

/**
 * Enlistment (报名, docs/areas/enlistment.md): the exams open for enlistment with their
 * position tables (职位表), a candidate's enlistment for one exam (one per person and exam,
 * editable until its service fee is paid) and the fee, paid as a shop order of the exam's
 * enlistment service. Times are ISO-8601 UTC; money yuan strings.
 */
const TAG = '报名';

export const EnlistExamKind = Type.Enum(['national', 'provincial', 'xuandiao']);
export type EnlistExamKind = Static<typeof EnlistExamKind>;

export const EducationLevel = Type.Enum([...EDUCATION_LEVELS], {
  errorMessage: { required: '请选择学历', default: '学历不正确' },
});
export const PoliticalStatus = Type.Enum([...POLITICAL_STATUSES], {
  errorMessage: { required: '请选择政治面貌', default: '政治面貌不正确' },
});
export const PoliticalRule = Type.Enum([...POLITICAL_RULES]);

export const EnlistExam = Type.Object({
  id: Type.Integer(),
  /** 2027年度国家公务员考试 */
  name: Type.String(),
  /** 2027国考 */
  shortName: Type.String(),
  kind: EnlistExamKind,
  year: Type.Integer(),
  /** One or two lines about the exam, as the announcement puts it. */
  intro: Type.String(),
  enlistStart: Type.String(),
  enlistEnd: Type.String(),
  /** The written exam's day, yyyy-mm-dd. */
  examDate: Type.String(),
  /** Within its enlistment window now. */
  open: Type.Boolean(),
  positionCount: Type.Integer(),
  /** 招录人数 of all its positions. */
  quotaTotal: Type.Integer(),
  /** The work locations its positions can be filtered by (provinces, or cities of a province). */
  regions: Type.Array(Type.String()),
  /** The enlistment service sold with it (报名指导服务) and its fee. */
  serviceName: Type.String(),
  fee: Yuan,
});
export type EnlistExam = Static<typeof EnlistExam>;

/** One row of a position table. */
export const Position = Type.Object({
  /** The row's id: what a mock-contest application names as the position aimed for. */
  id: Type.Integer(),
  /** 职位代码, unique over every exam. */
  code: Type.String(),
  examId: Type.Integer(),
  /** 招录机关 */
  department: Type.String(),
  /** 用人司局 / 用人单位 */
  unit: Type.String(),
  positionName: Type.String(),
  /** 职位简介 */
  intro: Type.String(),
  /** 招录人数 */
  quota: Type.Integer(),
  /** 学历要求 as the table writes it (本科及以上, 仅限硕士研究生 …). */
  education: Type.String(),
  educationMin: EducationLevel,
  /** Only that level is taken (仅限…). */
  educationOnly: Type.Boolean(),
  /** 学位要求 */
  degree: Type.String(),
  /** 专业要求 */
  major: Type.String(),
  politicalRule: PoliticalRule,
  /** 政治面貌 as the table writes it. */
  politicalStatus: Type.String(),
  /** 基层工作最低年限 (0: none). */
  grassrootsYears: Type.Integer(),
  /** 其他要求 (or 无). */
  otherRequirements: Type.String(),
  /** 工作地点 in full. */
  location: Type.String(),
  /** The filterable part of the location (see EnlistExam.regions). */
  region: Type.String(),
});
export type Position = Static<typeof Position>;

/** A position with the exam it belongs to, as the enlistment form shows it. */
export const PositionInfo = Type.Object({
  ...Position.properties,
  exam: EnlistExam,
});
export type PositionInfo = Static<typeof PositionInfo>;

export const EnlistmentStatus = Type.Enum(['unpaid', 'paid']);
export type EnlistmentStatus = Static<typeof EnlistmentStatus>;

export const Enlistment = Type.Object({
  id: Type.Integer(),
  /** unpaid (待缴费) until the service fee's order is paid, then paid (已缴费). */
  status: EnlistmentStatus,
  statusText: Type.String(),
  exam: EnlistExam,
  position: Position,
  name: Type.String(),
  idCard: Type.String(),
  phone: Type.String(),
  education: EducationLevel,
  major: Type.String(),
  school: Type.String(),
  politicalStatus: PoliticalStatus,
  /** What the service costs now (the order, once placed, keeps its own amount). */
  fee: Yuan,
  /** The shop order of the fee: the latest one placed, null before the first. */
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  /** The form may still be changed (not paid yet, and the exam still open). */
  editable: Type.Boolean(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Enlistment = Static<typeof Enlistment>;

const ExamId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '请选择考试', default: '考试不正确' },
});
const EnlistmentId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '缺少报名编号', default: '报名编号不正确' },
});
const PositionCode = Type.String({
  minLength: 1,
  maxLength: 20,
  pattern: '^[0-9A-Za-z]+$',
  errorMessage: { required: '请选择报考职位', default: '职位代码不正确' },
});

export const ListEnlistExams = endpoint({
  method: 'GET',
  path: '/app/enlist/exams',
  tag: TAG,
  summary: '开放报名的考试（职位数、招录人数、可筛选的工作地点、报名服务费）',
  data: Type.Array(EnlistExam),
});

export const ListPositions = endpoint({
  method: 'GET',
  path: '/app/enlist/positions',
  tag: TAG,
  summary: '职位表查询（按考试；关键词、学历、工作地点筛选，分页）',
  querystring: Type.Object({
    ...PageQuery.properties,
    examId: ExamId,
    /** Matched against the code, department, unit, position name and major. */
    keyword: Type.Optional(
      Type.String({ maxLength: 50, errorMessage: '搜索关键词不能超过50个字' }),
    ),
    /** The candidate's own education: positions they may apply to with it. */
    education: Type.Optional(Type.Enum([...EDUCATION_LEVELS], { errorMessage: '学历不正确' })),
    region: Type.Optional(Type.String({ maxLength: 20, errorMessage: '工作地点不正确' })),
  }),
  data: PageOf(Position),
});

export const GetPositionInfo = endpoint({
  method: 'GET',
  path: '/app/enlist/positionInfo',
  tag: TAG,
  summary: '按职位代码查询职位（含所属考试）',
  querystring: Type.Object({ code: PositionCode }),
  data: PositionInfo,
});

export const ListMyEnlistments = endpoint({
  method: 'GET',
  path: '/app/enlist/index',
  tag: TAG,
  summary: '我的报名（每场考试至多一条，最新在前）',
  data: Type.Array(Enlistment),
});

export const GetEnlistment = endpoint({
  method: 'GET',
  path: '/app/enlistById',
  tag: TAG,
  summary: '报名详情（仅本人）',
  querystring: Type.Object({ id: EnlistmentId }),
  data: Enlistment,
});

/**
 * Fills in the enlistment for the exam of the chosen position, or changes the caller's
 * enlistment `id`. One enlistment per person and exam; a paid one can no longer be changed.
 */
export const SaveEnlistment = endpoint({
  method: 'POST',
  path: '/app/updateBsEnlist',
  tag: TAG,
  summary: '填写或修改报名信息（带 id 为修改；每场考试一条；缴费后不可修改）',
  body: Type.Object({
    id: Type.Optional(EnlistmentId),
    positionCode: PositionCode,
    name: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: CANDIDATE_NAME_PATTERN.source,
      errorMessage: { required: '请填写姓名', default: '姓名应为2-20个汉字' },
    }),
    idCard: Type.String({
      minLength: 1,
      maxLength: 18,
      pattern: ID_CARD_PATTERN.source,
      errorMessage: {
        required: '请填写身份证号',
        default: '身份证号应为18位，最后一位可以是数字或X',
      },
    }),
    phone: Type.String({
      minLength: 1,
      maxLength: 11,
      pattern: PHONE_PATTERN.source,
      errorMessage: { required: Msg.phoneRequired, default: Msg.phoneInvalidPlain },
    }),
    education: EducationLevel,
    major: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '\\S',
      errorMessage: { required: '请填写所学专业', default: '所学专业应为1-40个字' },
    }),
    school: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '\\S',
      errorMessage: { required: '请填写毕业院校', default: '毕业院校应为1-40个字' },
    }),
    politicalStatus: PoliticalStatus,
  }),
  data: Enlistment,
});

/**
 * 缴纳服务费: the shop order of the enlistment's fee, priced by the server. An unpaid order
 * placed before is offered again (same amount and deadline); otherwise a new one is placed.
 */
export const PayEnlistment = endpoint({
  method: 'POST',
  path: '/app/enlist/pay',
  tag: TAG,
  summary: '缴纳报名服务费（生成商城订单，金额由服务端决定；返回二维码内容 url）',
  body: Type.Object({ id: EnlistmentId }),
  data: CreatedShopOrder,
});
