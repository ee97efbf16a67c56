import { wordFileOf, type WordLine } from '../src/modules/question-bank/public.ts';

/** A 40×30 PNG (a grey box): big enough to be a real figure in a question. */
export function figurePng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAKElEQVR4nO3NMQEAAAwCIPsnM5YxtgMKkB6JWCwWi8VisVgsFov/xgPORv0XHYdCmQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/**
 * The Word file a teacher would send: 20 questions under numbered stems — 18 single choices
 * (the fifth with a figure) and one material group of two — where the twelfth, unless fixed,
 * names an answer its options do not have. `tag` makes the questions this file's own.
 */
export function twentyQuestionLines(tag: string, options: { fixed: boolean }): WordLine[] {
  const lines: WordLine[] = [{ heading: `${tag} 行测练习题` }, '【题型】单选题'];
  for (let number = 1; number <= 18; number++) {
    if (number === 5) {
      lines.push({
        text: `5. 【${tag}】观察下图，图中共有几个方框？`,
        picture: { png: figurePng(), width: 40, height: 30 },
      });
    } else {
      lines.push(`${number}. 【${tag}】第 ${number} 题：${number} 加 ${number} 等于多少？`);
    }
    lines.push(
      `A. ${number * 2}`,
      `B. ${number * 2 + 1}`,
      `C. ${number * 2 + 2}`,
      `D. ${number * 2 + 3}`,
    );
    lines.push(number === 12 && !options.fixed ? '【答案】E' : '【答案】A');
    lines.push(`【解析】${number} + ${number} = ${number * 2}，故选 A。`, '【难度】较易');
  }
  lines.push(
    '【材料】',
    `【${tag}】某镇 2023 年粮食产量 1200 吨，比上年增长 20%。`,
    '19. 该镇 2022 年粮食产量为多少吨？',
    'A. 960  B. 1000  C. 1100  D. 1440',
    '【答案】B',
    '【解析】1200÷(1+20%)=1000。',
    '20. 2023 年比 2022 年多产粮食多少吨？',
    'A. 100  B. 200  C. 240  D. 300',
    '【答案】B',
    '【材料结束】',
  );
  return lines;
}

export function twentyQuestionWordFile(tag: string, options: { fixed: boolean }): Promise<Buffer> {
  return wordFileOf(twentyQuestionLines(tag, options));
}
