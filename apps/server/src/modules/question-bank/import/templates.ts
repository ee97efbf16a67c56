import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { MATERIAL_COLUMNS, MATERIAL_SHEET, QUESTION_COLUMNS } from './excel-reader.ts';

/**
 * The downloadable templates, and the writers they are made with (tests and the benchmark
 * write their files with the same two). Every example in a template imports cleanly: a test
 * reads both templates back through the importer.
 */
export type WordLine =
  | string
  | { heading: string }
  | { picture: { png: Buffer; width: number; height: number }; text?: string };

export async function wordFileOf(lines: WordLine[]): Promise<Buffer> {
  const children = lines.map((line) => {
    if (typeof line === 'string') return new Paragraph({ children: [new TextRun(line)] });
    if ('heading' in line) {
      return new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [new TextRun(line.heading)],
      });
    }
    return new Paragraph({
      children: [
        ...(line.text ? [new TextRun(line.text)] : []),
        new ImageRun({
          type: 'png',
          data: line.picture.png,
          transformation: { width: line.picture.width, height: line.picture.height },
        }),
      ],
    });
  });
  const document = new Document({ sections: [{ children }] });
  return Buffer.from(await Packer.toBuffer(document));
}

export type ExcelRow = Partial<Record<(typeof QUESTION_COLUMNS)[number], string | number>>;

export async function excelFileOf(
  rows: ExcelRow[],
  materials: Array<[key: string, content: string]> = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('题目');
  sheet.columns = QUESTION_COLUMNS.map((name) => ({
    header: name,
    key: name,
    width: name === '题干' || name === '解析' ? 40 : name.startsWith('选项') ? 16 : 10,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const materialSheet = workbook.addWorksheet(MATERIAL_SHEET);
  materialSheet.columns = MATERIAL_COLUMNS.map((name) => ({
    header: name,
    key: name,
    width: name === '材料内容' ? 80 : 12,
  }));
  materialSheet.getRow(1).font = { bold: true };
  for (const [key, content] of materials)
    materialSheet.addRow({ 材料编号: key, 材料内容: content });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const WORD_TEMPLATE_LINES: WordLine[] = [
  { heading: '题库导入模板（Word）' },
  '说明：每道题以「1.」这样的题号或【题干】开头；【题型】写一次后对下面的题都有效，直到再次写【题型】。选项每行一个，也可以写在同一行（A. … B. …）。【答案】必填；判断题写“正确”或“错误”；多个填空的答案用“；”隔开，同一空的多个答案用“|”隔开；排序题写顺序如“3,1,2”。【知识点】不写时导入到页面上选择的知识点。【难度】1–5 或 易、较易、中等、较难、难；【分值】默认 1 分。解析中分点请用（1）（2），不要用“1.”。',
  '【题型】单选题',
  '1. 下列选项中，与“春风又绿江南岸”中“绿”字用法相同的是：',
  'A. 春风得意马蹄疾',
  'B. 明月何时照我还',
  'C. 吹面不寒杨柳风',
  'D. 千里莺啼绿映红',
  '【答案】B',
  '【解析】“绿”为形容词用作动词（使……变绿），B 项“照”亦表使动之意，故选 B。',
  '【难度】中等',
  '【分值】1',
  '【来源】模板示例',
  '【题型】多选题',
  '2. 下列属于我国法定节假日的有：',
  'A. 元旦  B. 清明节  C. 重阳节  D. 端午节',
  '【答案】ABD',
  '【解析】重阳节不是法定节假日。',
  '【题型】判断题',
  '3. 我国的根本政治制度是人民代表大会制度。',
  '【答案】正确',
  '【解析】人民代表大会制度是我国的根本政治制度。',
  '【题型】填空题',
  '4. 我国现行宪法于____年由第____届全国人民代表大会第五次会议通过。',
  '【答案】1982；五|5',
  '【题型】简答题',
  '5. 结合工作实际，谈谈你对“为人民服务”的理解。',
  '【答案】要点：宗旨意识；群众路线；具体做法。',
  '【材料】',
  '2023年某市实现地区生产总值 5000 亿元，同比增长 6.0%；其中第三产业增加值 3000 亿元，同比增长 7.5%。',
  '【题型】单选题',
  '6. 2023年该市第三产业增加值占地区生产总值的比重约为：',
  'A. 50%  B. 55%  C. 60%  D. 65%',
  '【答案】C',
  '【解析】3000÷5000=60%。',
  '7. 2022年该市地区生产总值约为多少亿元？',
  'A. 4500  B. 4717  C. 4850  D. 5300',
  '【答案】B',
  '【解析】5000÷(1+6.0%)≈4717。',
  '【材料结束】',
];

export function wordTemplate(): Promise<Buffer> {
  return wordFileOf(WORD_TEMPLATE_LINES);
}

export function excelTemplate(): Promise<Buffer> {
  return excelFileOf(
    [
      {
        题型: '单选题',
        题干: '下列选项中，与“春风又绿江南岸”中“绿”字用法相同的是：',
        选项A: '春风得意马蹄疾',
        选项B: '明月何时照我还',
        选项C: '吹面不寒杨柳风',
        选项D: '千里莺啼绿映红',
        答案: 'B',
        解析: '“绿”为形容词用作动词，B 项“照”亦表使动之意。',
        难度: '中等',
        分值: 1,
        来源: '模板示例',
      },
      {
        题型: '多选题',
        题干: '下列属于我国法定节假日的有：',
        选项A: '元旦',
        选项B: '清明节',
        选项C: '重阳节',
        选项D: '端午节',
        答案: 'ABD',
        解析: '重阳节不是法定节假日。',
      },
      { 题型: '判断题', 题干: '我国的根本政治制度是人民代表大会制度。', 答案: '正确' },
      { 题型: '填空题', 题干: '我国现行宪法于____年通过。', 答案: '1982' },
      {
        题型: '单选题',
        题干: '2023年该市第三产业增加值占地区生产总值的比重约为：',
        选项A: '50%',
        选项B: '55%',
        选项C: '60%',
        选项D: '65%',
        答案: 'C',
        解析: '3000÷5000=60%。',
        材料编号: 'M1',
      },
      {
        题型: '单选题',
        题干: '2022年该市地区生产总值约为多少亿元？',
        选项A: '4500',
        选项B: '4717',
        选项C: '4850',
        选项D: '5300',
        答案: 'B',
        解析: '5000÷(1+6.0%)≈4717。',
        材料编号: 'M1',
      },
    ],
    [
      [
        'M1',
        '2023年某市实现地区生产总值 5000 亿元，同比增长 6.0%；其中第三产业增加值 3000 亿元，同比增长 7.5%。',
      ],
    ],
  );
}
