import ExcelJS from 'exceljs';
import {
  emptyDraft,
  textToHtml,
  type FileEntry,
  type MaterialDraft,
  type QuestionDraft,
} from './draft.ts';
import { cellText, ExcelLayoutError, findHeader, headerName } from '../../../lib/excel-sheet.ts';

export { ExcelLayoutError };

/**
 * Reads an Excel file laid out as the template: a sheet of questions, one per row, with the
 * columns below (found by their header, in any order), and an optional sheet 材料 of shared
 * materials (材料编号, 材料内容). Rows with the same 材料编号 form one material question.
 */
export const QUESTION_COLUMNS = [
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '选项G',
  '选项H',
  '答案',
  '解析',
  '难度',
  '知识点',
  '分值',
  '来源',
  '材料编号',
] as const;
export const MATERIAL_COLUMNS = ['材料编号', '材料内容'] as const;
export const MATERIAL_SHEET = '材料';

export async function readExcelFile(content: Buffer): Promise<FileEntry[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const materialSheet = workbook.getWorksheet(MATERIAL_SHEET);
  const questionSheet = workbook.worksheets.find((sheet) => sheet !== materialSheet);
  if (!questionSheet) throw new ExcelLayoutError('文件中没有题目工作表');
  const materials = materialSheet ? readMaterials(materialSheet) : new Map<string, string>();

  const header = headerOf(questionSheet, ['题型', '题干', '答案']);
  const entries: FileEntry[] = [];
  const groups = new Map<string, MaterialDraft>();
  questionSheet.eachRow((row, rowNumber) => {
    if (rowNumber <= header.row) return;
    const cell = (name: string) => {
      const column = header.columns.get(name);
      return column ? cellText(row.getCell(column)) : '';
    };
    if (QUESTION_COLUMNS.every((name) => cell(name) === '')) return;
    const draft: QuestionDraft = emptyDraft(`第 ${rowNumber} 行`, cell('题型'));
    draft.stem = textToHtml(cell('题干'));
    const letters = 'ABCDEFGH';
    let lastFilled = -1;
    for (let i = 0; i < letters.length; i++) if (cell(`选项${letters[i]}`) !== '') lastFilled = i;
    for (let i = 0; i <= lastFilled; i++) {
      const text = cell(`选项${letters[i]}`);
      if (text === '') draft.readProblems.push(`选项${letters[i]}为空，选项应从 A 开始依次填写`);
      draft.options.push(textToHtml(text));
    }
    draft.answer = cell('答案');
    draft.analysis = textToHtml(cell('解析'));
    draft.difficulty = cell('难度');
    draft.knowledgePoint = cell('知识点');
    draft.score = cell('分值');
    draft.source = cell('来源');
    const materialKey = cell('材料编号');
    if (materialKey === '') {
      entries.push({ kind: 'question', draft });
      return;
    }
    let group = groups.get(materialKey);
    if (!group) {
      const material = materials.get(materialKey);
      group = {
        place: `材料 ${materialKey}（第 ${rowNumber} 行起）`,
        materials: material ? [material] : [],
        children: [],
        readProblems: material ? [] : [`材料编号「${materialKey}」在「材料」工作表中不存在`],
      };
      groups.set(materialKey, group);
      entries.push({ kind: 'group', group });
    }
    group.children.push(draft);
  });
  return entries;
}

function readMaterials(sheet: ExcelJS.Worksheet): Map<string, string> {
  const header = headerOf(sheet, [...MATERIAL_COLUMNS]);
  const materials = new Map<string, string>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= header.row) return;
    const key = cellText(row.getCell(header.columns.get('材料编号')!));
    if (key !== '')
      materials.set(key, textToHtml(cellText(row.getCell(header.columns.get('材料内容')!))));
  });
  return materials;
}

/** The header row (among the first five) and each named column's number. */
function headerOf(
  sheet: ExcelJS.Worksheet,
  required: string[],
): { row: number; columns: Map<string, number> } {
  const header = findHeader(sheet, required, (text) =>
    headerName(text).replace(/^选项([a-h])$/, (_, l: string) => `选项${l.toUpperCase()}`),
  );
  if (header) return header;
  throw new ExcelLayoutError(
    `工作表「${sheet.name}」缺少表头，第一行应包含：${required.join('、')}（请使用下载的模板）`,
  );
}
