import type { AiProvider, AiRequest, AiStream, ExplainSource } from './ai-provider.ts';

/**
 * The offline default: writes an explanation in the house style from the question's own data
 * (knowledge point, type, options, key and the bank's text analyses), with no model. It is
 * honest about what it knows: an option the analysis does not discuss gets a plain reason
 * drawn from the key rather than an invented one. Yields sentence by sentence, at once.
 */
export function createLocalAi(): AiProvider {
  return {
    name: 'local',
    model: 'local-composer',
    stream(request: AiRequest, signal?: AbortSignal): AiStream {
      const text = composeExplanation(request.question);
      return {
        usage: { promptTokens: 0, completionTokens: 0 },
        async *[Symbol.asyncIterator]() {
          for (const piece of text.split(/(?<=[。；！？\n])/)) {
            signal?.throwIfAborted();
            if (piece) yield piece;
          }
        },
      };
    },
  };
}

const CHOICE_TYPES = [
  'single_choose',
  'true_false_choose',
  'multiple_choose',
  'non_directional_choose',
];

export function composeExplanation(q: ExplainSource): string {
  const sections = [
    ['考点', pointSection(q)],
    ['解题思路', approachSection(q)],
    q.typeCode === 'short_answer'
      ? ['参考答案', q.answer || '本题暂无参考答案，请对照材料归纳要点。']
      : ['逐项分析', itemSection(q)],
    ['易错点', trapSection(q)],
  ];
  return sections.map(([title, body]) => `【${title}】\n${body}`).join('\n\n');
}

function pointSection(q: ExplainSource): string {
  const where = q.points.length > 0 ? `，考查“${q.points.join(' · ')}”` : '';
  const material = q.materials.length > 0 ? '，需结合所给材料作答' : '';
  return `本题为${q.typeName}${where}${material}。`;
}

function approachSection(q: ExplainSource): string {
  const lines: string[] = [];
  if (q.materials.length > 0) lines.push('先定位材料中与设问相关的段落或数据，再据此判断。');
  if (q.analyses.length > 0) {
    lines.push(...q.analyses);
  } else {
    lines.push('题库暂无文字解析，以下依据参考答案说明。');
  }
  const stated = new RegExp(`答案[为是：:]\\s*${escapeRegExp(q.answer)}`).test(q.analyses.join(''));
  if (q.answer && q.typeCode !== 'short_answer' && !stated) lines.push(`参考答案：${q.answer}。`);
  return lines.join('\n');
}

function itemSection(q: ExplainSource): string {
  if (CHOICE_TYPES.includes(q.typeCode) && q.options.length > 0) {
    const correct = new Set(q.answer.split(''));
    return q.options
      .map((option) => {
        const right = correct.has(option.head);
        // 'The others contradict the context' is what the analysis says about every wrong one.
        const said =
          sentenceAbout(q.analyses, option.head, option.text) ??
          (right ? null : sentenceMatching(q.analyses, /其余|其他选项|其他各项|均不/));
        const verdict = right ? '正确' : '错误';
        const reason =
          said ??
          (right ? '与参考答案一致，理由见解题思路。' : `参考答案为${q.answer}，此项不符合题意。`);
        return `${option.head}. ${option.text}：${verdict}。${reason}`;
      })
      .join('\n');
  }
  if (q.typeCode === 'fill_in') {
    const blanks = q.answer.split('；').filter(Boolean);
    return blanks.map((blank, i) => `第${i + 1}空：${blank}。`).join('\n') || '见参考答案。';
  }
  if (q.typeCode === 'sequencing') {
    return `正确顺序为 ${q.answer}。先确定首句，再按关联词、指代和时间顺序依次衔接。`;
  }
  return `参考答案：${q.answer || '暂无'}。`;
}

/** The first sentence of the analyses that names the option (A项, A选项 …) or quotes it. */
function sentenceAbout(analyses: string[], head: string, text: string): string | null {
  const names = new RegExp(`(^|[^A-Za-z])${head}(项|选项|[.．、:：])`);
  for (const sentence of analyses.flatMap((a) => a.split(/(?<=[。；！？\n])/))) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    if (names.test(trimmed) || (text.length >= 2 && trimmed.includes(text))) return trimmed;
  }
  return null;
}

function sentenceMatching(analyses: string[], pattern: RegExp): string | null {
  const sentences = analyses.flatMap((a) => a.split(/(?<=[。；！？\n])/));
  return sentences.map((sentence) => sentence.trim()).find((s) => pattern.test(s)) ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TRAPS: Record<string, string> = {
  single_choose:
    '干扰项常与正确项只差个别字词或范围，逐项对照题干限定条件，排除“说法正确但不切题”的选项。',
  true_false_choose: '判断题注意绝对化表述（“一定”“所有”）和偷换概念，整句都对才算正确。',
  multiple_choose: '多选题漏选、多选均不得分：每个选项单独判断，不确定的选项宁缺毋滥。',
  non_directional_choose:
    '不定项选择的答案可能是一项也可能是多项：逐项独立判断，不要默认只有一个正确选项。',
  fill_in: '填空题每空独立作答：注意单位、格式和顺序，数字题先验证规律再填写。',
  sequencing: '排序题先找首句和尾句，抓住关联词、代词和时间词确定相邻关系，避免只凭语感。',
  short_answer: '常见失分：要点不全、照抄材料不加概括、层次不清和字数超限。先列要点再成文。',
};

function trapSection(q: ExplainSource): string {
  const lines = [TRAPS[q.typeCode] ?? '审清设问，对照参考答案检查每一步。'];
  if (q.points.some((point) => point.includes('资料分析')) || /增长|比重|同比/.test(q.stem)) {
    lines.push(
      '资料分析注意计算口径：分清增长量与增长率、基期与现期、百分数与百分点，单位要统一。',
    );
  }
  return lines.join('\n');
}
