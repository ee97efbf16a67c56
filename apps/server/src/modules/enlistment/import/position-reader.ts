import ExcelJS from 'exceljs';
import {
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  POSITION_COLUMNS,
  PositionImportMsg,
  PROVINCES,
  REQUIRED_POSITION_COLUMNS,
  shortProvinceName,
  type EducationLevel,
  type PoliticalRule,
  type PositionColumn,
} from '@shangan/shared';
import { cellText, findHeader, headerName } from '../../../lib/excel-sheet.ts';

/**
 * Reads a position table (职位表) as recruiting offices publish it: one or more sheets (the
 * national exam splits its table by kind of office), each with a header row naming the columns
 * in POSITION_COLUMNS, in any order, among its first rows (titles and notes may sit above).
 * Each row becomes a position's columns or the reasons it cannot, in Chinese.
 */
export interface PositionColumns {
  code: string;
  department: string;
  unit: string;
  position_name: string;
  intro: string;
  quota: number;
  education: string;
  education_min: EducationLevel;
  education_only: number;
  degree: string;
  major: string;
  political_rule: PoliticalRule;
  grassroots_years: number;
  other_requirements: string;
  location: string;
  region: string;
}

export interface ReadRow {
  /** 「sheet」第 n 行. */
  place: string;
  /** The cells as written, for the preview. */
  shown: {
    code: string;
    department: string;
    positionName: string;
    quota: string;
    education: string;
    political: string;
    location: string;
    region: string;
  };
  columns: PositionColumns | null;
  problems: string[];
}

export interface ReadTable {
  sheets: Array<{ name: string; rows: number }>;
  rows: ReadRow[];
}

/** A file that is no position table at all; the message says why. */
export class PositionTableError extends Error {}

const LIMITS: Partial<Record<PositionColumn, number>> = {
  department: 80,
  unit: 80,
  positionName: 60,
  intro: 200,
  degree: 24,
  major: 400,
  other: 300,
  location: 60,
  region: 20,
};

/** Chinese numerals of years as tables write them (二年, 两年). */
const NUMERALS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

function education(text: string): { min: EducationLevel; only: boolean } | null {
  const words: Record<EducationLevel, RegExp> = {
    college: /大专|专科/,
    bachelor: /本科|学士/,
    master: /硕士|研究生/,
    doctor: /博士/,
  };
  // The lowest level the requirement names is the least it takes (大专或本科 takes 大专).
  const min = EDUCATION_LEVELS.find((level) =>
    level === 'master' ? /硕士/.test(text) || /^(仅限)?研究生/.test(text) : words[level].test(text),
  );
  return min ? { min, only: /仅限/.test(text) } : null;
}

function political(text: string): PoliticalRule | null {
  if (text === '' || /不限/.test(text)) return 'any';
  if (/中共党员/.test(text) && /共青团员/.test(text)) return 'party_or_league';
  if (/中共党员/.test(text)) return 'party';
  return null;
}

function grassroots(text: string): number | null {
  if (text === '' || /无限制|不限|^无$/.test(text)) return 0;
  const match = /^([0-9]+|[一二两三四五六])\s*年/.exec(text);
  if (!match) return null;
  return NUMERALS[match[1]!] ?? Number(match[1]);
}

/**
 * Where a position counts for the site's filter: the province for a national exam (江苏省), the
 * city for a provincial one (南京市), as the demo tables have it; the place itself otherwise.
 */
export function regionOf(location: string, national: boolean): string {
  const province = PROVINCES.find((name) => location.startsWith(shortProvinceName(name)));
  if (national) return province ?? location.slice(0, 20);
  const rest = province
    ? location.slice(shortProvinceName(province).length).replace(/^(省|市|.{0,5}自治区)/, '')
    : location;
  const city = /^([\u4e00-\u9fff]{1,8}?(市|自治州|盟|地区))/.exec(rest)?.[1];
  return city ?? province ?? location.slice(0, 20);
}

function readSheet(sheet: ExcelJS.Worksheet, national: boolean): ReadRow[] | null {
  const names = Object.values(POSITION_COLUMNS).flat();
  const required = REQUIRED_POSITION_COLUMNS.map((column) => POSITION_COLUMNS[column][0]);
  // Official tables name a column one of several ways: each is looked for under its first name.
  const alias = new Map<string, string>(
    Object.values(POSITION_COLUMNS).flatMap((aliases) => aliases.map((name) => [name, aliases[0]])),
  );
  const header = findHeader(
    sheet,
    required,
    (text) => {
      const name = headerName(text);
      return names.includes(name as never) ? (alias.get(name) ?? name) : name;
    },
    8,
  );
  if (!header) return null;
  const rows: ReadRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= header.row) return;
    const cell = (column: PositionColumn) => {
      const number = header.columns.get(POSITION_COLUMNS[column][0]);
      return number ? cellText(row.getCell(number)).replace(/\s+/g, ' ') : '';
    };
    const all = (Object.keys(POSITION_COLUMNS) as PositionColumn[]).map(cell);
    if (all.every((text) => text === '')) return;
    const problems: string[] = [];
    const text = (column: PositionColumn, fallback = '') => {
      const value = cell(column) || fallback;
      const max = LIMITS[column];
      if (max !== undefined && [...value].length > max) {
        problems.push(PositionImportMsg.tooLong(POSITION_COLUMNS[column][0], max));
      }
      return value;
    };
    const code = cell('code');
    if (!code) problems.push(PositionImportMsg.codeRequired);
    else if (!/^[0-9A-Za-z-]{1,20}$/.test(code)) problems.push(PositionImportMsg.codeInvalid);
    for (const column of ['department', 'positionName', 'location'] as const) {
      if (!cell(column)) problems.push(PositionImportMsg.required(POSITION_COLUMNS[column][0]));
    }
    const quotaText = cell('quota');
    const quota = /^\d{1,3}$/.test(quotaText) ? Number(quotaText) : 0;
    if (quota < 1) problems.push(PositionImportMsg.quotaInvalid);
    const educationText = cell('education');
    const level = education(educationText);
    if (!level) problems.push(PositionImportMsg.educationUnknown(educationText));
    const politicalText = cell('political');
    const rule = political(politicalText);
    if (!rule) problems.push(PositionImportMsg.politicalUnknown(politicalText));
    const years = grassroots(cell('grassroots'));
    if (years === null) problems.push(PositionImportMsg.grassrootsUnknown(cell('grassroots')));
    const location = text('location');
    const region = text('region') || regionOf(location, national);
    const columns = {
      code,
      department: text('department'),
      unit: text('unit'),
      position_name: text('positionName'),
      intro: text('intro'),
      quota,
      education: educationText || (level ? EDUCATION_LABELS[level.min] : ''),
      education_min: level?.min ?? 'bachelor',
      education_only: level?.only ? 1 : 0,
      degree: text('degree', '不限'),
      major: text('major', '不限'),
      political_rule: rule ?? 'any',
      grassroots_years: years ?? 0,
      other_requirements: text('other'),
      location,
      region,
    } satisfies PositionColumns;
    rows.push({
      place: `「${sheet.name}」第 ${rowNumber} 行`,
      shown: {
        code,
        department: columns.department,
        positionName: columns.position_name,
        quota: quotaText,
        education: educationText,
        political: politicalText || '不限',
        location,
        region,
      },
      columns: problems.length === 0 ? columns : null,
      problems,
    });
  });
  return rows;
}

/** Every sheet with a position header, read; a file with none is refused as a whole. */
export async function readPositionTable(content: Buffer, national: boolean): Promise<ReadTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new PositionTableError(PositionImportMsg.fileUnreadable);
  }
  const table: ReadTable = { sheets: [], rows: [] };
  for (const sheet of workbook.worksheets) {
    const rows = readSheet(sheet, national);
    if (!rows) continue;
    table.sheets.push({ name: sheet.name, rows: rows.length });
    table.rows.push(...rows);
  }
  if (table.sheets.length === 0) throw new PositionTableError(PositionImportMsg.noSheet);
  if (table.rows.length === 0) throw new PositionTableError(PositionImportMsg.empty);
  return table;
}

/** The template: the header of the national table's columns and two rows that import cleanly. */
export async function positionTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('职位表');
  const columns = Object.values(POSITION_COLUMNS).map((aliases) => aliases[0]);
  sheet.columns = columns.map((name) => ({
    header: name,
    key: name,
    width: name === '专业' ? 40 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  const rows: Array<Record<string, string | number>> = [
    {
      职位代码: '300110001001',
      招录机关: '国家统计局江苏调查总队',
      用人司局: '南京调查队',
      招考职位: '一级主任科员及以下',
      职位简介: '从事统计调查与数据分析工作',
      招考人数: 2,
      学历: '本科及以上',
      学位: '学士及以上',
      专业: '统计学类、经济学类',
      政治面貌: '不限',
      基层工作最低年限: '无限制',
      其他条件: '',
      工作地点: '江苏省南京市',
      所属地区: '',
    },
    {
      职位代码: '300110002001',
      招录机关: '国家税务总局南京市税务局',
      用人司局: '基层分局',
      招考职位: '一级行政执法员',
      职位简介: '从事税收征管工作',
      招考人数: 5,
      学历: '仅限本科',
      学位: '学士',
      专业: '财政学、税收学、会计学',
      政治面貌: '中共党员或共青团员',
      基层工作最低年限: '无限制',
      其他条件: '限2027届高校毕业生',
      工作地点: '江苏省南京市',
      所属地区: '',
    },
  ];
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
