import { describe, expect, it } from 'vitest';
import type { ExplainSource } from './ai-provider.ts';
import { composeExplanation, createLocalAi } from './local-ai.ts';

const base: ExplainSource = {
  questionId: 1,
  typeCode: 'multiple_choose',
  typeName: '多选题',
  points: ['言语理解与表达', '成语辨析'],
  stem: '下列词语使用正确的有：',
  options: [
    { head: 'A', text: '差强人意' },
    { head: 'B', text: '不刊之论' },
    { head: 'C', text: '七月流火' },
    { head: 'D', text: '美轮美奂' },
  ],
  materials: [],
  answer: 'ABD',
  analyses: ['七月流火指天气转凉，不指炎热。'],
};

describe('local explanation writer', () => {
  it('marks each option with the key and the analysis, and warns about the type’s traps', () => {
    const text = composeExplanation(base);
    expect(text).toContain('【考点】\n本题为多选题，考查“言语理解与表达 · 成语辨析”。');
    expect(text).toContain('A. 差强人意：正确。与参考答案一致');
    expect(text).toContain('C. 七月流火：错误。七月流火指天气转凉，不指炎热。');
    expect(text).toContain('漏选、多选均不得分');
  });

  it('gives short answers the reference answer and data questions the calculation traps', () => {
    const essay = composeExplanation({
      ...base,
      typeCode: 'short_answer',
      typeName: '简答题',
      options: [],
      answer: '一是……二是……',
    });
    expect(essay).toContain('【参考答案】\n一是……二是……');
    const data = composeExplanation({
      ...base,
      points: ['资料分析', '增长率'],
      stem: '同比增长率约为',
    });
    expect(data).toContain('百分数与百分点');
  });

  it('streams sentence by sentence and the pieces make the whole', async () => {
    const pieces: string[] = [];
    const stream = createLocalAi().stream({ system: '', user: '', question: base });
    for await (const piece of stream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(composeExplanation(base));
  });
});
