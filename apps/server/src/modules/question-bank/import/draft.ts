import {
  escapeHtml,
  QUESTION_IMPORT_MAX_OPTIONS,
  QUESTION_IMPORT_PICTURE_MAX_BYTES,
  QUESTION_TYPE_NAMES,
} from '@shangan/shared';
import { questionInputProblems, type QuestionInput } from '../bank-writer.ts';
import type { TypeCode } from '../grading.ts';

/**
 * One question as read from a file, before it is checked: what the teacher wrote under each
 * marker (Word) or in each column (Excel), as HTML. Both readers produce drafts, and one
 * checker turns them into bank questions or Chinese messages naming what is wrong.
 */
export interface QuestionDraft {
  /** Where the teacher finds it: 第 3 题, 第 5 行. */
  place: string;
  typeName: string;
  stem: string;
  options: string[];
  /** Messages about the options found while reading (a letter skipped, one too many). */
  readProblems: string[];
  /** The answer as written, plain text; for short answers the reference answer's HTML. */
  answer: string;
  analysis: string;
  knowledgePoint: string;
  difficulty: string;
  score: string;
  source: string;
}

/** A material group: shared material and the questions that read it. */
export interface MaterialDraft {
  place: string;
  materials: string[];
  children: QuestionDraft[];
  readProblems: string[];
}

export type FileEntry =
  { kind: 'question'; draft: QuestionDraft } | { kind: 'group'; group: MaterialDraft };

export function emptyDraft(place: string, typeName = ''): QuestionDraft {
  return {
    place,
    typeName,
    stem: '',
    options: [],
    readProblems: [],
    answer: '',
    analysis: '',
    knowledgePoint: '',
    difficulty: '',
    score: '',
    source: '',
  };
}

/** The names teachers give each type, as written in 【题型】 or the 题型 column. */
const TYPE_NAMES: Record<string, TypeCode> = {
  单选: 'single_choose',
  单选题: 'single_choose',
  单项选择: 'single_choose',
  单项选择题: 'single_choose',
  多选: 'multiple_choose',
  多选题: 'multiple_choose',
  多项选择: 'multiple_choose',
  多项选择题: 'multiple_choose',
  不定项: 'non_directional_choose',
  不定项选择: 'non_directional_choose',
  不定项选择题: 'non_directional_choose',
  判断: 'true_false_choose',
  判断题: 'true_false_choose',
  填空: 'fill_in',
  填空题: 'fill_in',
  排序: 'sequencing',
  排序题: 'sequencing',
  简答: 'short_answer',
  简答题: 'short_answer',
  问答题: 'short_answer',
  主观题: 'short_answer',
  论述题: 'short_answer',
  申论题: 'short_answer',
  作文题: 'short_answer',
};

export function typeCodeOfName(name: string): TypeCode | undefined {
  return TYPE_NAMES[name.replace(/\s+/g, '')];
}

export const ACCEPTED_TYPE_NAMES = Object.keys(TYPE_NAMES).filter((name) => name.endsWith('题'));

const DIFFICULTY_WORDS: Record<string, number> = { 易: 1, 较易: 2, 中: 3, 中等: 3, 较难: 4, 难: 5 };
const TRUE_WORDS = ['正确', '对', '√', '✓', '是', 'T', 'TRUE', 'A'];
const FALSE_WORDS = ['错误', '错', '×', '✗', '否', 'F', 'FALSE', 'B'];

/** A knowledge point of the subject, with its path for names that repeat. */
export interface CatalogueEntry {
  id: number;
  name: string;
  path: string;
}

export interface CheckContext {
  subjectId: number;
  /** Where questions go that name no knowledge point. */
  defaultCatalogue: CatalogueEntry;
  catalogues: CatalogueEntry[];
}

export interface CheckedEntry {
  place: string;
  typeName: string;
  stem: string;
  answer: string;
  catalogueName: string;
  children: number;
  hasPicture: boolean;
  problems: string[];
  /** Present when there are no problems. */
  input?: QuestionInput;
}

/** Turns a file's entries into bank questions, each with the problems a teacher must fix. */
export function checkEntry(entry: FileEntry, ctx: CheckContext): CheckedEntry {
  return entry.kind === 'question' ? checkQuestion(entry.draft, ctx) : checkGroup(entry.group, ctx);
}

function checkQuestion(draft: QuestionDraft, ctx: CheckContext): CheckedEntry {
  const problems = [...draft.readProblems];
  const { input, catalogue } = draftInput(draft, ctx, problems);
  const full: QuestionInput = { subjectId: ctx.subjectId, catalogueId: catalogue.id, ...input };
  if (problems.length === 0) problems.push(...questionInputProblems(full));
  return {
    place: draft.place,
    typeName: QUESTION_TYPE_NAMES[input.typeCode] ?? draft.typeName,
    stem: plainText(draft.stem),
    answer: plainText(draft.answer),
    catalogueName: catalogue.name,
    children: 0,
    hasPicture: hasPicture(draft),
    problems,
    input: problems.length === 0 ? full : undefined,
  };
}

function checkGroup(group: MaterialDraft, ctx: CheckContext): CheckedEntry {
  const problems = [...group.readProblems];
  const material = group.materials.join('');
  if (plainText(material) === '' && !/<img\b/i.test(material)) problems.push('材料内容为空');
  if (group.children.length === 0)
    problems.push('材料下没有题目，请在【材料】与【材料结束】之间写题目');
  problems.push(...pictureProblems(material));
  const children: Array<Omit<QuestionInput, 'subjectId'>> = [];
  let catalogue = ctx.defaultCatalogue;
  group.children.forEach((child, index) => {
    const childProblems = [...child.readProblems];
    const checked = draftInput(child, ctx, childProblems);
    if (index === 0) catalogue = checked.catalogue;
    problems.push(...childProblems.map((problem) => `${child.place}：${problem}`));
    children.push(checked.input);
  });
  const input: QuestionInput = {
    subjectId: ctx.subjectId,
    catalogueId: catalogue.id,
    typeCode: 'composite',
    context: '<p>阅读以下材料，回答问题。</p>',
    materials: group.materials,
    difficulty: children[0]?.difficulty,
    children,
  };
  if (problems.length === 0) problems.push(...questionInputProblems(input));
  return {
    place: group.place,
    typeName: QUESTION_TYPE_NAMES.composite,
    stem: plainText(material),
    answer: group.children.map((child) => plainText(child.answer)).join('；'),
    catalogueName: catalogue.name,
    children: group.children.length,
    hasPicture: /<img\b/i.test(material) || group.children.some(hasPicture),
    problems,
    input: problems.length === 0 ? input : undefined,
  };
}

function draftInput(
  draft: QuestionDraft,
  ctx: CheckContext,
  problems: string[],
): { input: Omit<QuestionInput, 'subjectId'>; catalogue: CatalogueEntry } {
  const named = draftTypeCode(draft, problems);
  // An unknown type is the one problem named: its options and key cannot be judged.
  const typeCode = named ?? 'single_choose';
  if (plainText(draft.stem) === '' && !/<img\b/i.test(draft.stem)) problems.push('缺少题干');
  let options = draft.options.map(unwrapParagraph);
  let answer: string | string[] = draft.answer.trim();
  if (typeCode === 'true_false_choose') {
    if (options.length === 0) options = ['正确', '错误'];
    const letter = trueFalseLetter(answer);
    if (!letter && answer !== '') problems.push(`判断题答案「${answer}」应为“正确”或“错误”`);
    answer = letter ?? answer;
  }
  const choice = ['single_choose', 'multiple_choose', 'non_directional_choose'].includes(typeCode);
  if (named && choice && options.length < 2) problems.push('选择题至少需要两个选项（A. B. …）');
  if (named && !choice && typeCode !== 'true_false_choose' && options.length > 0) {
    problems.push(`${QUESTION_TYPE_NAMES[typeCode]}不应有选项`);
  }
  if (options.length > QUESTION_IMPORT_MAX_OPTIONS) problems.push('选项最多 8 个（A–H）');
  if (plainText(draft.answer) === '') problems.push('缺少答案');
  else if (typeCode === 'fill_in') answer = answer.split(/[;；]/).map((blank) => blank.trim());
  problems.push(...pictureProblems(draft.stem, ...options, draft.analysis));
  const catalogue = catalogueOf(draft.knowledgePoint, ctx, problems);
  return {
    input: {
      typeCode,
      context: draft.stem,
      options,
      answer: typeCode === 'short_answer' ? textToHtml(draft.answer) : answer,
      difficulty: difficultyOf(draft.difficulty, problems),
      scoreTenths: scoreTenthsOf(draft.score, problems),
      source: plainText(draft.source).slice(0, 100),
      analyses:
        plainText(draft.analysis) || /<img\b/i.test(draft.analysis)
          ? [{ type: 'text', analysis: draft.analysis }]
          : [],
    },
    catalogue,
  };
}

function draftTypeCode(draft: QuestionDraft, problems: string[]): TypeCode | undefined {
  if (draft.typeName.trim() !== '') {
    const code = typeCodeOfName(draft.typeName);
    if (code) return code;
    problems.push(
      `题型「${draft.typeName.trim()}」无法识别，可写：${ACCEPTED_TYPE_NAMES.join('、')}`,
    );
    return undefined;
  }
  // Unnamed: choices by how many letters answer them; a bare 对/错 is a true-false question.
  if (draft.options.length > 0) {
    return draft.answer.replace(/[^A-Za-z]/g, '').length > 1 ? 'multiple_choose' : 'single_choose';
  }
  if (trueFalseLetter(draft.answer.trim())) return 'true_false_choose';
  problems.push('缺少题型，请写明【题型】');
  return undefined;
}

function trueFalseLetter(answer: string): 'A' | 'B' | undefined {
  const word = answer.trim().toUpperCase();
  if (TRUE_WORDS.includes(word)) return 'A';
  if (FALSE_WORDS.includes(word)) return 'B';
  return undefined;
}

function difficultyOf(text: string, problems: string[]): number {
  const value = plainText(text);
  if (value === '') return 3;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 1 && number <= 5) return number;
  const word = DIFFICULTY_WORDS[value];
  if (word) return word;
  problems.push(`难度「${value}」不正确，应为 1–5 或 易、较易、中等、较难、难`);
  return 3;
}

function scoreTenthsOf(text: string, problems: string[]): number {
  const value = plainText(text).replace(/分$/, '');
  if (value === '') return 10;
  const number = Number(value);
  if (Number.isFinite(number) && number > 0 && number <= 100 && Number.isInteger(number * 10)) {
    return Math.round(number * 10);
  }
  problems.push(`分值「${value}」不正确，应为 0.1–100 之间的数，最多一位小数`);
  return 10;
}

function catalogueOf(name: string, ctx: CheckContext, problems: string[]): CatalogueEntry {
  const wanted = plainText(name).replace(/\s*[/／>＞]\s*/g, '/');
  if (wanted === '') return ctx.defaultCatalogue;
  const matches = ctx.catalogues.filter(
    (entry) => entry.name === wanted || entry.path === wanted || entry.path.endsWith(`/${wanted}`),
  );
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) problems.push(`知识点「${wanted}」在该科目中不存在`);
  else {
    problems.push(
      `知识点「${wanted}」在该科目中有 ${matches.length} 个，请写明上级，如「${matches[0]!.path}」`,
    );
  }
  return ctx.defaultCatalogue;
}

const DATA_PICTURE = /<img\b[^>]*?\bsrc="data:([^;,"]*)[^,"]*,([^"]*)"/gi;
const SHOWN_PICTURES = /^image\/(png|jpeg|gif|webp)$/i;

/** Pictures a browser cannot show (Word's EMF/WMF drawings) or too heavy to carry in a question. */
function pictureProblems(...htmls: string[]): string[] {
  const problems: string[] = [];
  for (const html of htmls) {
    for (const match of html.matchAll(DATA_PICTURE)) {
      const mime = match[1] ?? '';
      if (!SHOWN_PICTURES.test(mime)) {
        problems.push(
          `有一张 ${mime || '未知格式'} 图片网页无法显示，请在 Word 中另存为 PNG 或 JPG 后重新插入`,
        );
        continue;
      }
      const bytes = Math.floor(((match[2] ?? '').length * 3) / 4);
      if (bytes > QUESTION_IMPORT_PICTURE_MAX_BYTES) {
        problems.push(
          `有一张图片 ${Math.round(bytes / 1024)}KB，超过 ${QUESTION_IMPORT_PICTURE_MAX_BYTES / 1024}KB，请压缩后重新插入`,
        );
      }
    }
  }
  return problems;
}

/** An option is a line of its own: one paragraph is kept as its content, not as a block. */
function unwrapParagraph(html: string): string {
  const single = /^<p>((?:(?!<\/?p\b)[\s\S])*)<\/p>$/.exec(html);
  return single ? single[1]! : html;
}

function hasPicture(draft: QuestionDraft): boolean {
  return [draft.stem, ...draft.options, draft.analysis].some((html) => /<img\b/i.test(html));
}

/** Text of an HTML fragment: tags dropped, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const PREVIEW_CHARS = 60;

/** Text shortened for a list row: the first 60 characters and an ellipsis. */
export function shortened(text: string): string {
  const chars = [...text];
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('')}…` : text;
}

/** Plain text as HTML paragraphs (Excel cells): escaped, one paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
