import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { Database } from '../../db/database.ts';
import {
  insertCatalogue,
  insertPaper,
  insertQuestion,
  insertSubject,
} from '../question-bank/public.ts';
import { createContest } from './contest-writer.ts';

/**
 * A bank of its own for the contest tests (so the demo content beside it changes nothing they
 * count): a 行测 subject with the five modules, a few ordinary questions to practise, and
 * contests on papers of their own. Times are given in ms; the tests move a fake clock.
 */
export interface ContestBank {
  subjectId: number;
  essaySubjectId: number;
  modules: Record<'常识判断' | '言语理解与表达' | '数量关系' | '判断推理' | '资料分析', number>;
  /** A knowledge point under 常识判断 with ordinary questions beside the contest's. */
  commonPoint: number;
  ordinary: number[];
  /** 国考 positions in two provinces, and 省考 positions of the 江苏 and the 浙江 exam. */
  positions: {
    nanjing: number;
    hangzhou: number;
    jiangsuProvincial: number;
    zhejiangProvincial: number;
  };
}

export interface ContestLeaf {
  id: number;
  parentId: number | null;
  typeCode: string;
  /** The key in original letters. */
  key: string;
  scoreTenths: number;
  /** Option contents in original order (to find a permuted letter by content). */
  options: string[];
}

export interface ContestFixture {
  contestId: number;
  paperId: number;
  essayPaperId: number | null;
  leaves: ContestLeaf[];
  essayLeaves: number[];
  /** All question ids of the 行测 paper, composites included. */
  questionIds: number[];
  startAt: number;
  endAt: number;
  essayStartAt: number | null;
  essayEndAt: number | null;
}

const MODULES = ['常识判断', '言语理解与表达', '数量关系', '判断推理', '资料分析'] as const;

export async function createContestBank(db: Kysely<Database>): Promise<ContestBank> {
  const now = new Date().toISOString();
  const tag = crypto.randomBytes(4).toString('hex');
  return db.transaction().execute(async (trx) => {
    const subjectId = await insertSubject(
      trx,
      { code: `mk${tag}`, name: `模考测试行测${tag}`, description: '模考大赛测试科目' },
      now,
    );
    const essaySubjectId = await insertSubject(
      trx,
      { code: `ms${tag}`, name: `模考测试申论${tag}`, description: '模考大赛测试科目' },
      now,
    );
    const modules = {} as ContestBank['modules'];
    for (const [order, name] of MODULES.entries()) {
      modules[name] = await insertCatalogue(
        trx,
        { subjectId, name, level: 1, sortOrder: order },
        now,
      );
    }
    const commonPoint = await insertCatalogue(
      trx,
      { subjectId, parentId: modules['常识判断'], name: '法律常识', level: 2 },
      now,
    );
    const ordinary: number[] = [];
    for (const [index, stem] of [
      '下列关于民事行为能力的说法，正确的是：',
      '根据《中华人民共和国宪法》，下列说法正确的是：',
      '关于行政复议，下列说法错误的是：',
    ].entries()) {
      ordinary.push(
        await insertQuestion(
          trx,
          {
            subjectId,
            catalogueId: commonPoint,
            typeCode: 'single_choose',
            context: `<p>${stem}</p>`,
            options: ['选项一', '选项二', '选项三', '选项四'],
            answer: 'ABCD'[index]!,
            analyses: [{ type: 'text', analysis: '<p>依据法律条文判断。</p>' }],
          },
          now,
        ),
      );
    }

    const goods = await trx
      .insertInto('shop_goods')
      .values({
        kind: 'enlist_service',
        category_id: null,
        ref_id: null,
        title: `模考测试报名服务${tag}`,
        sku: `MOCK-${tag}`,
        price: 100,
        original_price: null,
        stock: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exam = await trx
      .insertInto('enlist_exam')
      .values({
        name: `模考测试国考${tag}`,
        short_name: `测试国考${tag}`.slice(0, 20),
        kind: 'national',
        year: 2027,
        enlist_start: now,
        enlist_end: now,
        exam_date: '2027-11-30',
        goods_id: goods.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const position = (examId: number, code: string, location: string, region: string) =>
      trx
        .insertInto('enlist_position')
        .values({
          exam_id: examId,
          code,
          department: '国家税务总局测试局',
          position_name: '一级行政执法员',
          quota: 2,
          education: '本科及以上',
          education_min: 'bachelor',
          degree: '学士',
          major: '不限',
          political_rule: 'any',
          location,
          region,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const nanjing = await position(exam.id, `9${tag}01`, '江苏省南京市玄武区', '江苏省');
    const hangzhou = await position(exam.id, `9${tag}02`, '浙江省杭州市西湖区', '浙江省');
    // Provincial tables write the location from the city on; the exam's name gives the province.
    const provincialExam = async (province: string) =>
      trx
        .insertInto('enlist_exam')
        .values({
          name: `2027年${province}考试录用公务员${tag}`,
          short_name: `${province}省考${tag}`.slice(0, 20),
          kind: 'provincial',
          year: 2027,
          enlist_start: now,
          enlist_end: now,
          exam_date: '2027-12-07',
          goods_id: goods.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const jiangsuExam = await provincialExam('江苏省');
    const zhejiangExam = await provincialExam('浙江省');
    const jiangsuProvincial = await position(jiangsuExam.id, `8${tag}01`, '南京市玄武区', '南京市');
    const zhejiangProvincial = await position(
      zhejiangExam.id,
      `8${tag}02`,
      '杭州市西湖区',
      '杭州市',
    );
    return {
      subjectId,
      essaySubjectId,
      modules,
      commonPoint,
      ordinary,
      positions: {
        nanjing: nanjing.id,
        hangzhou: hangzhou.id,
        jiangsuProvincial: jiangsuProvincial.id,
        zhejiangProvincial: zhejiangProvincial.id,
      },
    };
  });
}

export interface ContestOptions {
  /** The 行测 stage. */
  startAt: number;
  minutes: number;
  lateEntryMinutes?: number;
  /** Defaults to a day before the start. */
  applyStartAt?: number;
  shuffle?: boolean;
  /** A 申论 stage after 行测. */
  essay?: { startAt: number; minutes: number };
  /** 国考 unless given; a 省考 contest's papers are set for `region` (江苏). */
  examType?: string;
  region?: string;
}

/**
 * A contest whose 行测 paper holds six gradable questions (100 points): one per module, a
 * multiple choice, and a 资料分析 material with two sub-questions.
 */
export async function createContestFixture(
  db: Kysely<Database>,
  bank: ContestBank,
  options: ContestOptions,
): Promise<ContestFixture> {
  const now = new Date().toISOString();
  const tag = crypto.randomBytes(3).toString('hex');
  const iso = (ms: number) => new Date(ms).toISOString();
  return db.transaction().execute(async (trx) => {
    const paperId = await insertPaper(
      trx,
      {
        subjectId: bank.subjectId,
        title: `模考测试行测卷${tag}`,
        year: 2027,
        region: options.region ?? '全国',
        examType: options.examType ?? '国考',
        examinationLevel: '地市级',
        timeLimitMinutes: options.minutes,
        kind: 'contest',
      },
      now,
    );
    const choice = (
      module: keyof ContestBank['modules'],
      order: number,
      stem: string,
      answer: string,
      scoreTenths: number,
      typeCode: 'single_choose' | 'multiple_choose' = 'single_choose',
    ) =>
      insertQuestion(
        trx,
        {
          subjectId: bank.subjectId,
          catalogueId: bank.modules[module],
          paperId,
          sortOrder: order,
          typeCode,
          context: `<p>${stem}</p>`,
          options: OPTIONS,
          answer,
          scoreTenths,
          analyses: [{ type: 'text', analysis: `<p>${stem}的解析</p>` }],
        },
        now,
      );
    const q1 = await choice('常识判断', 1, '下列哪项属于我国的根本政治制度？', 'A', 200);
    const q2 = await choice('言语理解与表达', 2, '依次填入横线处最恰当的一项是：', 'C', 200);
    const q3 = await choice(
      '数量关系',
      3,
      '某单位有职工120人，其中男职工占40%，男职工有多少人？',
      'A',
      100,
    );
    const q4 = await choice('判断推理', 4, '下列哪些推理是有效的？', 'AC', 200, 'multiple_choose');
    const material = await insertQuestion(
      trx,
      {
        subjectId: bank.subjectId,
        catalogueId: bank.modules['资料分析'],
        paperId,
        sortOrder: 5,
        typeCode: 'composite',
        context: '<p>根据以下资料，回答问题。</p>',
        materials: ['<p>2023年某市规模以上工业增加值同比增长6.5%。</p>'],
        children: [
          {
            typeCode: 'single_choose',
            context: '<p>2023年该市规模以上工业增加值同比增速为：</p>',
            options: OPTIONS,
            answer: 'D',
            scoreTenths: 150,
            analyses: [{ type: 'text', analysis: '<p>直接读数。</p>' }],
          },
          {
            typeCode: 'single_choose',
            context: '<p>下列说法正确的是：</p>',
            options: OPTIONS,
            answer: 'B',
            scoreTenths: 150,
            analyses: [{ type: 'text', analysis: '<p>比较判断。</p>' }],
          },
        ],
      },
      now,
    );
    const children = await trx
      .selectFrom('qb_question')
      .select('id')
      .where('parent_id', '=', material)
      .orderBy('sort_order')
      .execute();
    const leaves: ContestLeaf[] = [
      {
        id: q1,
        parentId: null,
        typeCode: 'single_choose',
        key: 'A',
        scoreTenths: 200,
        options: OPTIONS,
      },
      {
        id: q2,
        parentId: null,
        typeCode: 'single_choose',
        key: 'C',
        scoreTenths: 200,
        options: OPTIONS,
      },
      {
        id: q3,
        parentId: null,
        typeCode: 'single_choose',
        key: 'A',
        scoreTenths: 100,
        options: OPTIONS,
      },
      {
        id: q4,
        parentId: null,
        typeCode: 'multiple_choose',
        key: 'AC',
        scoreTenths: 200,
        options: OPTIONS,
      },
      {
        id: children[0]!.id,
        parentId: material,
        typeCode: 'single_choose',
        key: 'D',
        scoreTenths: 150,
        options: OPTIONS,
      },
      {
        id: children[1]!.id,
        parentId: material,
        typeCode: 'single_choose',
        key: 'B',
        scoreTenths: 150,
        options: OPTIONS,
      },
    ];

    const endAt = options.startAt + options.minutes * 60_000;
    const stages: Array<{ stage: MockExamStage; paperId: number; startAt: string; endAt: string }> =
      [{ stage: 'xingce', paperId, startAt: iso(options.startAt), endAt: iso(endAt) }];
    let essayPaperId: number | null = null;
    const essayLeaves: number[] = [];
    if (options.essay) {
      essayPaperId = await insertPaper(
        trx,
        {
          subjectId: bank.essaySubjectId,
          title: `模考测试申论卷${tag}`,
          year: 2027,
          region: '全国',
          examType: '国考',
          examinationLevel: '地市级',
          timeLimitMinutes: options.essay.minutes,
          kind: 'contest',
        },
        now,
      );
      const essay = await insertQuestion(
        trx,
        {
          subjectId: bank.essaySubjectId,
          paperId: essayPaperId,
          typeCode: 'composite',
          context: '<p>阅读给定资料，完成作答。</p>',
          materials: ['<p>某县推进“一网通办”，群众办事从跑多次到跑一次。</p>'],
          children: [
            {
              typeCode: 'short_answer',
              context: '<p>概括该县推进“一网通办”的主要做法。（40分）</p>',
              answer: '<p>整合平台、简化流程、数据共享。</p>',
              scoreTenths: 400,
              wordsNum: 200,
            },
          ],
        },
        now,
      );
      const essayChild = await trx
        .selectFrom('qb_question')
        .select('id')
        .where('parent_id', '=', essay)
        .executeTakeFirstOrThrow();
      essayLeaves.push(essayChild.id);
      stages.push({
        stage: 'shenlun',
        paperId: essayPaperId,
        startAt: iso(options.essay.startAt),
        endAt: iso(options.essay.startAt + options.essay.minutes * 60_000),
      });
    }
    const contestId = await createContest(
      trx,
      {
        title: `模考测试大赛${tag}`,
        subtitle: '全真模拟 · 全国排名',
        examType: options.examType ?? '国考',
        examinationLevel: '地市级',
        rules: '开考30分钟后不得入场。\n考试结束时未交卷的，系统自动交卷。',
        applyStartAt: iso(options.applyStartAt ?? options.startAt - 86_400_000),
        lateEntryMinutes: options.lateEntryMinutes ?? 30,
        shuffleQuestions: options.shuffle ?? false,
        shuffleOptions: options.shuffle ?? false,
        stages,
      },
      now,
    );
    return {
      contestId,
      paperId,
      essayPaperId,
      leaves,
      essayLeaves,
      questionIds: [q1, q2, q3, q4, material, ...leaves.slice(4).map((leaf) => leaf.id)],
      startAt: options.startAt,
      endAt,
      essayStartAt: options.essay?.startAt ?? null,
      essayEndAt: options.essay ? options.essay.startAt + options.essay.minutes * 60_000 : null,
    };
  });
}

const OPTIONS = [
  '人民代表大会制度',
  '中国共产党领导的多党合作制度',
  '民族区域自治制度',
  '基层群众自治制度',
];
