/** The disclaimer (免责声明) shown before a learner's first AI analysis. */
export function noticeText(provider: 'local' | 'openai'): string {
  const paragraphs = [
    '1. AI解析由人工智能技术自动生成，仅供学习参考，不代表本站观点，也不是官方或标准答案。',
    '2. AI解析可能存在错误、遗漏或与最新政策不符之处，请结合题库解析、教材和权威资料自行判断；请勿将其作为考试作答、报考决策或其他重要事项的唯一依据。',
    '3. 生成解析时，本站仅使用题目本身的内容（题干、选项、材料、参考答案和已有解析），不会发送您的个人信息或作答记录；同一道题的解析会提供给所有考生使用。',
    '4. 您对解析的评价（很满意 / 不太好）将用于改进解析质量，评价不佳的解析会被重新生成。',
  ];
  if (provider === 'local') {
    paragraphs.push(
      '5. 当前的AI解析由本站根据题目已有的解析和参考答案整理编排而成，并非由大语言模型生成。',
    );
  }
  return paragraphs.join('\n');
}
