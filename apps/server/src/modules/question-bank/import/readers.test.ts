import { describe, expect, it } from 'vitest';
import { checkEntry, type CheckContext, type FileEntry } from './draft.ts';
import { readExcelFile } from './excel-reader.ts';
import { excelTemplate, wordFileOf, wordTemplate } from './templates.ts';
import { readWordFile } from './word-reader.ts';

const ctx: CheckContext = {
  subjectId: 1,
  defaultCatalogue: { id: 10, name: '逻辑填空', path: '言语理解/逻辑填空' },
  catalogues: [
    { id: 10, name: '逻辑填空', path: '言语理解/逻辑填空' },
    { id: 11, name: '综合', path: '言语理解/综合' },
    { id: 12, name: '综合', path: '判断推理/综合' },
  ],
};
const checked = (entries: FileEntry[]) => entries.map((entry) => checkEntry(entry, ctx));

describe('the import templates', () => {
  it('import cleanly, every type and the material group included', async () => {
    for (const entries of [
      await readWordFile(await wordTemplate()),
      await readExcelFile(await excelTemplate()),
    ]) {
      const results = checked(entries);
      expect(results.flatMap((result) => result.problems)).toEqual([]);
      expect(results.map((result) => result.typeName)).toContain('材料题');
    }
  });
});

describe('reading a Word file', () => {
  it('takes 【题干】 stems, section headings, options on one line and multi-paragraph analyses', async () => {
    const entries = await readWordFile(
      await wordFileOf([
        '二、多项选择题（每题 2 分）',
        '【题干】下列说法正确的有：',
        'A. 甲  B. 乙  C. 丙  D. 丁',
        '【答案】BD',
        '【解析】第一段。',
        '（1）分点一。',
        '【知识点】言语理解/综合',
        '【分值】2',
        '【题干】第二题：下列说法正确的有：',
        'A、一',
        'B、二',
        '【答案】AB',
        '【知识点】综合',
      ]),
    );
    const [first, second] = checked(entries);
    expect(first).toMatchObject({ typeName: '多选题', catalogueName: '综合', problems: [] });
    expect(first!.input).toMatchObject({
      typeCode: 'multiple_choose',
      options: ['甲', '乙', '丙', '丁'],
      answer: 'BD',
      scoreTenths: 20,
      catalogueId: 11,
    });
    expect(first!.input!.analyses![0]!.analysis).toBe('<p>第一段。</p><p>（1）分点一。</p>');
    expect(second!.problems).toEqual([
      '知识点「综合」在该科目中有 2 个，请写明上级，如「言语理解/综合」',
    ]);
  });

  it('names options out of order, a missing type and a missing end of material', async () => {
    const entries = await readWordFile(
      await wordFileOf([
        '1. 无题型也无选项的题',
        '【答案】随便',
        '【题型】单选题',
        '2. 选项跳了',
        'A. 一',
        'C. 三',
        '【答案】A',
        '【材料】',
        '一段材料',
        '3. 材料下的题',
        'A. 一  B. 二',
        '【答案】A',
      ]),
    );
    expect(checked(entries).map((entry) => [entry.place, entry.problems])).toEqual([
      ['第 1 题', ['缺少题型，请写明【题型】']],
      ['第 2 题', ['选项 C 的位置不对，应为选项 B']],
      ['第 3 题（材料题）', ['缺少【材料结束】']],
    ]);
  });
});
