import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  insertCatalogue,
  insertMedia,
  insertPaper,
  insertQuestion,
  insertSubject,
} from './bank-writer.ts';

/**
 * A small bank with known keys for the integration tests: every question type, a composite
 * question, free and VIP-only sections and papers, and video and audio analyses.
 */
export async function createTestBank(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const text = (analysis: string) => [{ type: 'text' as const, analysis }];
  return db.transaction().execute(async (trx) => {
    const subjectId = await insertSubject(trx, { code: 'xingce', name: '行测' }, now);
    const essayId = await insertSubject(trx, { code: 'shenlun', name: '申论' }, now);
    const verbal = await insertCatalogue(trx, { subjectId, name: '言语理解与表达', level: 1 }, now);
    const blanks = await insertCatalogue(
      trx,
      { subjectId, parentId: verbal, name: '逻辑填空', level: 2 },
      now,
    );
    const reading = await insertCatalogue(
      trx,
      { subjectId, parentId: verbal, name: '片段阅读', level: 2 },
      now,
    );
    const judgement = await insertCatalogue(trx, { subjectId, name: '判断推理', level: 1 }, now);
    const definition = await insertCatalogue(
      trx,
      { subjectId, parentId: judgement, name: '定义判断', level: 2 },
      now,
    );
    const vipModule = await insertCatalogue(
      trx,
      { subjectId, name: '资料分析', level: 1, vipOnly: true },
      now,
    );
    const vipPoint = await insertCatalogue(
      trx,
      { subjectId, parentId: vipModule, name: '增长率', level: 2 },
      now,
    );
    const essayPoint = await insertCatalogue(
      trx,
      { subjectId: essayId, name: '归纳概括', level: 1 },
      now,
    );

    const video = await insertMedia(
      trx,
      {
        kind: 'video',
        mime: 'video/webm',
        fileName: 'v.webm',
        content: new Uint8Array(crypto.randomBytes(2048)),
        durationSeconds: 5,
      },
      now,
    );
    const audio = await insertMedia(
      trx,
      {
        kind: 'audio',
        mime: 'audio/wav',
        fileName: 'a.wav',
        content: new Uint8Array(crypto.randomBytes(1024)),
        durationSeconds: 3,
      },
      now,
    );

    const base = { subjectId, catalogueId: blanks };
    const q = {
      single: await insertQuestion(
        trx,
        {
          ...base,
          typeCode: 'single_choose',
          context: '<p>依次填入划横线部分最恰当的一项是：<script>alert(1)</script></p>',
          options: ['坚持', '秉持', '维持', '把持'],
          answer: 'B',
          analyses: [
            ...text('<p>秉持强调抱持理念。</p>'),
            { type: 'video', mediaId: video },
            { type: 'audio', mediaId: audio },
          ],
        },
        now,
      ),
      trueFalse: await insertQuestion(
        trx,
        {
          ...base,
          typeCode: 'true_false_choose',
          context: '<p>“首当其冲”比喻最先受到攻击或遭遇灾难。</p>',
          options: ['正确', '错误'],
          answer: 'A',
          analyses: text('<p>正确。</p>'),
        },
        now,
      ),
      multiple: await insertQuestion(
        trx,
        {
          ...base,
          typeCode: 'multiple_choose',
          context: '<p>下列词语使用正确的有：</p>',
          options: ['差强人意', '不刊之论', '七月流火', '美轮美奂'],
          answer: 'ABD',
          analyses: text('<p>七月流火指天气转凉。</p>'),
        },
        now,
      ),
      nonDirectional: await insertQuestion(
        trx,
        {
          ...base,
          typeCode: 'non_directional_choose',
          context: '<p>下列说法正确的是（不定项）：</p>',
          options: ['甲', '乙', '丙', '丁'],
          answer: 'C',
          analyses: text('<p>只有丙正确。</p>'),
        },
        now,
      ),
      fillIn: await insertQuestion(
        trx,
        {
          ...base,
          typeCode: 'fill_in',
          context: '<p>1, 2, 3, 5, 8, __, 21, __</p>',
          answer: ['13', '34'],
          analyses: text('<p>前两项之和。</p>'),
        },
        now,
      ),
      sequencing: await insertQuestion(
        trx,
        {
          ...base,
          catalogueId: reading,
          typeCode: 'sequencing',
          context: '<p>将以下5个句子重新排列，语序正确的是：</p>',
          answer: '3,1,2,5,4',
          analyses: text('<p>首句为③。</p>'),
        },
        now,
      ),
      composite: await insertQuestion(
        trx,
        {
          ...base,
          catalogueId: reading,
          typeCode: 'composite',
          context: '<p>根据以下资料，回答问题。</p>',
          materials: ['<p>材料一</p>', '<p>材料二 <img src="javascript:alert(1)"></p>'],
          children: [
            {
              typeCode: 'single_choose',
              context: '<p>小题一</p>',
              options: ['一', '二', '三', '四'],
              answer: 'A',
              analyses: text('<p>小题一解析</p>'),
            },
            {
              typeCode: 'multiple_choose',
              context: '<p>小题二</p>',
              options: ['一', '二', '三', '四'],
              answer: 'BC',
              analyses: text('<p>小题二解析</p>'),
            },
          ],
        },
        now,
      ),
      vip: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: vipPoint,
          typeCode: 'single_choose',
          context: '<p>2023年同比增长率约为：</p>',
          options: ['5.1%', '6.2%', '7.3%', '8.4%'],
          answer: 'C',
          analyses: [...text('<p>VIP 解析</p>'), { type: 'video', mediaId: video }],
        },
        now,
      ),
      shortAnswer: await insertQuestion(
        trx,
        {
          subjectId: essayId,
          catalogueId: essayPoint,
          typeCode: 'short_answer',
          context: '<p>概括材料反映的主要问题。</p>',
          answer: '<p>参考答案</p>',
          wordsNum: 200,
          analyses: text('<p>要点</p>'),
        },
        now,
      ),
    };

    const paper = await insertPaper(
      trx,
      {
        subjectId,
        title: '2023年国家公务员录用考试《行测》（地市级）',
        year: 2023,
        region: '全国',
        examType: '国考',
        examinationLevel: '地市级',
        timeLimitMinutes: 1,
      },
      now,
    );
    const vipPaper = await insertPaper(
      trx,
      {
        subjectId,
        title: '2022年江苏省公务员录用考试《行测》（A类）',
        year: 2022,
        region: '江苏',
        examType: '省考',
        examinationLevel: 'A类',
        timeLimitMinutes: 120,
        vipOnly: true,
      },
      now,
    );
    const paperQ = [];
    for (const [index, answer] of ['A', 'B', 'C'].entries()) {
      paperQ.push(
        await insertQuestion(
          trx,
          {
            subjectId,
            catalogueId: definition,
            paperId: paper,
            sortOrder: index,
            typeCode: 'single_choose',
            context: `<p>真题第${index + 1}题</p>`,
            options: ['甲', '乙', '丙', '丁'],
            answer,
            scoreTenths: 8,
            analyses: text(`<p>第${index + 1}题解析</p>`),
          },
          now,
        ),
      );
    }
    const paperComposite = await insertQuestion(
      trx,
      {
        subjectId,
        catalogueId: definition,
        paperId: paper,
        sortOrder: 9,
        typeCode: 'composite',
        context: '<p>资料题</p>',
        materials: ['<p>表格</p>'],
        children: [
          {
            typeCode: 'single_choose',
            context: '<p>资料小题一</p>',
            options: ['一', '二', '三', '四'],
            answer: 'D',
            analyses: text('<p>解析</p>'),
          },
          {
            typeCode: 'single_choose',
            context: '<p>资料小题二</p>',
            options: ['一', '二', '三', '四'],
            answer: 'A',
            analyses: text('<p>解析</p>'),
          },
        ],
      },
      now,
    );
    const vipPaperQ = await insertQuestion(
      trx,
      {
        subjectId,
        catalogueId: definition,
        paperId: vipPaper,
        typeCode: 'single_choose',
        context: '<p>VIP 真题</p>',
        options: ['甲', '乙', '丙', '丁'],
        answer: 'D',
        analyses: text('<p>VIP 真题解析</p>'),
      },
      now,
    );
    return {
      subjectId,
      essayId,
      catalogues: { verbal, blanks, reading, judgement, definition, vipModule, vipPoint },
      q,
      paper,
      paperQ,
      paperComposite,
      vipPaper,
      vipPaperQ,
      media: { video, audio },
    };
  });
}

export type TestBank = Awaited<ReturnType<typeof createTestBank>>;
