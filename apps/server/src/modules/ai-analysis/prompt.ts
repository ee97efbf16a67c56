import type { ExplainSource } from '../../providers/ai/index.ts';

/**
 * Part of the cache key: explanations written for another prompt are not reused, so changing
 * the prompt below means raising this.
 */
export const PROMPT_VERSION = 'v1';

export const SYSTEM_PROMPT = [
  '你是公务员考试（行测、申论）辅导老师，为考生讲解题目。',
  '请用简体中文写解析，严格按以下四个小标题依次作答，小标题原样写成：',
  '【考点】【解题思路】【逐项分析】【易错点】',
  '要求：纯文本输出，不使用 Markdown、HTML 或表情符号；语言简洁准确；',
  '解析必须与给出的参考答案一致，不得另给答案；选择题在【逐项分析】中逐个选项说明对错及理由；',
  '非选择题在【逐项分析】中分步说明；资料分析题写清计算式和计算口径；全文不超过800字。',
].join('\n');

export function buildPrompt(q: ExplainSource): { system: string; user: string } {
  const parts = [`题型：${q.typeName}`];
  if (q.points.length > 0) parts.push(`考点：${q.points.join(' / ')}`);
  q.materials.forEach((material, i) => parts.push(`材料${i + 1}：\n${material}`));
  parts.push(`题干：\n${q.stem}`);
  if (q.options.length > 0) {
    parts.push(`选项：\n${q.options.map((option) => `${option.head}. ${option.text}`).join('\n')}`);
  }
  parts.push(`参考答案：${q.answer || '（无）'}`);
  if (q.analyses.length > 0) {
    parts.push(`题库已有解析（供参考）：\n${q.analyses.join('\n')}`);
  }
  return { system: SYSTEM_PROMPT, user: parts.join('\n\n') };
}
