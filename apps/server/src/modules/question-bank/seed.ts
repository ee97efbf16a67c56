import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  insertCatalogue,
  insertPaper,
  insertQuestion,
  insertSubject,
  type AnalysisInput,
  type QuestionInput,
} from './bank-writer.ts';
import { dataDrafts } from './seed/question-bank-data.ts';
import { essayDrafts, interviewDrafts } from './seed/question-bank-essay.ts';
import { figureDrafts } from './seed/question-bank-figures.ts';
import { commonSenseDrafts, publicKnowledgeDrafts } from './seed/question-bank-knowledge.ts';
import {
  createRandom,
  type ChildDraft,
  type Draft,
  type MediaKey,
} from './seed/question-bank-kit.ts';
import { seedQuestionBankMedia } from './seed/question-bank-media.ts';
import { quantDrafts } from './seed/question-bank-quant.ts';
import { reasoningDrafts } from './seed/question-bank-reasoning.ts';
import { verbalDrafts } from './seed/question-bank-verbal.ts';

/**
 * The demo question bank: 行测 (five modules), 申论, 公共基础知识 and 面试, with catalogue trees,
 * past papers with years and regions, text analyses on every question, and video and audio
 * analyses on some. Generated from a fixed seed, so every machine gets the same bank.
 */
interface ModuleSpec {
  name: string;
  points: Array<string | { name: string; vip: true }>;
}

const SUBJECTS: Array<{ code: string; name: string; description: string; modules: ModuleSpec[] }> =
  [
    {
      code: 'xingce',
      name: '行测',
      description: '行政职业能力测验：言语理解与表达、数量关系、判断推理、资料分析、常识判断',
      modules: [
        { name: '言语理解与表达', points: ['片段阅读', '逻辑填空', '语句表达'] },
        { name: '数量关系', points: ['数字推理', '数学运算', { name: '真题压轴题', vip: true }] },
        { name: '判断推理', points: ['图形推理', '定义判断', '类比推理', '逻辑判断'] },
        { name: '资料分析', points: ['文字资料', '表格资料', '图形资料'] },
        { name: '常识判断', points: ['政治常识', '法律常识', '科技人文', '地理历史'] },
      ],
    },
    {
      code: 'shenlun',
      name: '申论',
      description: '归纳概括、综合分析、提出对策、贯彻执行与文章写作',
      modules: ['归纳概括', '综合分析', '提出对策', '贯彻执行', '文章写作'].map((name) => ({
        name,
        points: [],
      })),
    },
    {
      code: 'gongji',
      name: '公共基础知识',
      description: '事业单位与遴选常考：政治、法律、经济、公文、管理与科技',
      modules: ['政治理论', '法律知识', '经济知识', '公文写作', '管理与科技'].map((name) => ({
        name,
        points: [],
      })),
    },
    {
      code: 'mianshi',
      name: '面试',
      description: '结构化面试：综合分析、组织管理、人际关系、应急应变',
      modules: ['综合分析', '组织管理', '人际关系', '应急应变'].map((name) => ({
        name,
        points: [],
      })),
    },
  ];

interface PaperSpec {
  subject: string;
  title: string;
  short: string;
  year: number;
  region: string;
  examType: string;
  level: string;
  minutes: number;
  vipOnly?: boolean;
  recipe: Array<[points: string[], count: number]>;
}

const XINGCE_RECIPE = (dataPoint: string): PaperSpec['recipe'] => [
  [['政治常识', '法律常识'], 1],
  [['科技人文', '地理历史'], 2],
  [['片段阅读'], 2],
  [['逻辑填空'], 2],
  [['语句表达'], 1],
  [['数字推理'], 1],
  [['数学运算'], 2],
  [['图形推理'], 1],
  [['定义判断'], 1],
  [['类比推理'], 2],
  [['逻辑判断'], 1],
  [[dataPoint, '表格资料', '文字资料', '图形资料'], 1],
];

const PAPERS: PaperSpec[] = [
  {
    subject: 'xingce',
    title: '2024年国家公务员录用考试《行政职业能力测验》（地市级）',
    short: '2024年国考地市级',
    year: 2024,
    region: '全国',
    examType: '国考',
    level: '地市级',
    minutes: 30,
    recipe: XINGCE_RECIPE('表格资料'),
  },
  {
    subject: 'xingce',
    title: '2023年国家公务员录用考试《行政职业能力测验》（副省级）',
    short: '2023年国考副省级',
    year: 2023,
    region: '全国',
    examType: '国考',
    level: '副省级',
    minutes: 30,
    vipOnly: true,
    recipe: XINGCE_RECIPE('图形资料'),
  },
  {
    subject: 'xingce',
    title: '2023年江苏省公务员录用考试《行测》（A类）',
    short: '2023年江苏省考A类',
    year: 2023,
    region: '江苏',
    examType: '省考',
    level: 'A类',
    minutes: 30,
    recipe: XINGCE_RECIPE('文字资料'),
  },
  {
    subject: 'xingce',
    title: '2022年浙江省公务员录用考试《行测》（通用卷）',
    short: '2022年浙江省考',
    year: 2022,
    region: '浙江',
    examType: '省考',
    level: '通用卷',
    minutes: 30,
    recipe: XINGCE_RECIPE('表格资料'),
  },
  {
    subject: 'xingce',
    title: '2024年广东省公务员录用考试《行测》（县镇级）',
    short: '2024年广东省考县镇级',
    year: 2024,
    region: '广东',
    examType: '省考',
    level: '县镇级',
    minutes: 30,
    recipe: XINGCE_RECIPE('图形资料'),
  },
  {
    subject: 'gongji',
    title: '2023年北京市事业单位公开招聘《公共基础知识》',
    short: '2023年北京事业单位',
    year: 2023,
    region: '北京',
    examType: '事业单位',
    level: '综合类',
    minutes: 20,
    recipe: [
      [['政治理论'], 3],
      [['法律知识'], 4],
      [['经济知识'], 3],
      [['公文写作'], 3],
      [['管理与科技'], 2],
    ],
  },
];

function analysesOf(draft: Draft | ChildDraft, media: Map<MediaKey, number>): AnalysisInput[] {
  const list: AnalysisInput[] = [{ type: 'text', analysis: draft.analysis }];
  if ('analysis2' in draft && draft.analysis2)
    list.push({ type: 'text', analysis: draft.analysis2 });
  const mediaId = draft.media ? media.get(draft.media) : undefined;
  if (draft.media && mediaId)
    list.push({ type: draft.media === 'audio' ? 'audio' : 'video', mediaId });
  return list;
}

export async function seedQuestionBank(trx: Transaction<Database>, now: string): Promise<void> {
  const random = createRandom(20_240_601);
  const media = await seedQuestionBankMedia(trx, now);

  const points = new Map<string, number>();
  const subjects = new Map<string, number>();
  for (const [order, subject] of SUBJECTS.entries()) {
    const subjectId = await insertSubject(
      trx,
      {
        code: subject.code,
        name: subject.name,
        description: subject.description,
        sortOrder: order,
      },
      now,
    );
    subjects.set(subject.code, subjectId);
    for (const [moduleOrder, module] of subject.modules.entries()) {
      const moduleId = await insertCatalogue(
        trx,
        { subjectId, name: module.name, level: 1, sortOrder: moduleOrder },
        now,
      );
      points.set(`${subject.code}/${module.name}`, moduleId);
      for (const [pointOrder, point] of module.points.entries()) {
        const name = typeof point === 'string' ? point : point.name;
        const id = await insertCatalogue(
          trx,
          {
            subjectId,
            parentId: moduleId,
            name,
            level: 2,
            sortOrder: pointOrder,
            vipOnly: typeof point !== 'string',
          },
          now,
        );
        points.set(`${subject.code}/${name}`, id);
      }
    }
  }

  const drafts = new Map<string, Draft[]>([
    [
      'xingce',
      [
        ...verbalDrafts(random),
        ...quantDrafts(random),
        ...figureDrafts(random, 16),
        ...reasoningDrafts(random),
        ...dataDrafts(random),
        ...commonSenseDrafts(random),
      ],
    ],
    ['shenlun', essayDrafts()],
    ['gongji', publicKnowledgeDrafts(random)],
    ['mianshi', interviewDrafts()],
  ]);

  // Past papers take their questions from the pools; a question belongs to at most one paper.
  const placement = new Map<Draft, { paperId: number; sortOrder: number; source: string }>();
  for (const [order, spec] of PAPERS.entries()) {
    const subjectId = subjects.get(spec.subject)!;
    const paperId = await insertPaper(
      trx,
      {
        subjectId,
        title: spec.title,
        year: spec.year,
        region: spec.region,
        examType: spec.examType,
        examinationLevel: spec.level,
        timeLimitMinutes: spec.minutes,
        vipOnly: spec.vipOnly ?? false,
        description: `精选${spec.short}真题，覆盖各模块高频考点，建议用时${spec.minutes}分钟。`,
        sortOrder: order,
      },
      now,
    );
    const pool = drafts.get(spec.subject) ?? [];
    let number = 0;
    for (const [names, count] of spec.recipe) {
      for (let taken = 0; taken < count; taken++) {
        const draft = pool.find((item) => names.includes(item.point) && !placement.has(item));
        if (!draft) break;
        number++;
        placement.set(draft, { paperId, sortOrder: number, source: `${spec.short}第${number}题` });
      }
    }
  }

  for (const [code, list] of drafts) {
    const subjectId = subjects.get(code)!;
    for (const draft of list) {
      const {
        point,
        analysis: _analysis,
        analysis2: _second,
        media: _media,
        children,
        ...fields
      } = draft;
      const catalogueId = points.get(`${code}/${point}`);
      if (catalogueId === undefined) throw new Error(`unknown knowledge point ${code}/${point}`);
      const place = placement.get(draft);
      const input: QuestionInput = {
        ...fields,
        subjectId,
        catalogueId,
        paperId: place?.paperId ?? null,
        sortOrder: place?.sortOrder ?? 0,
        source: place?.source ?? '',
        analyses: analysesOf(draft, media),
        ...(children
          ? {
              children: children.map(({ analysis: _a, media: _m, ...child }) => ({
                ...child,
                analyses: analysesOf(
                  { ...child, analysis: _a, ...(_m ? { media: _m } : {}) },
                  media,
                ),
              })),
            }
          : {}),
      };
      await insertQuestion(trx, input, now);
    }
  }
}
