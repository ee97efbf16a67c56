import mammoth from 'mammoth';
import { escapeHtml } from '@shangan/shared';
import {
  emptyDraft,
  plainText,
  type FileEntry,
  type MaterialDraft,
  type QuestionDraft,
} from './draft.ts';

/**
 * Reads a Word file written in the marker format of the template:
 *
 *   【题型】单选题           (also a heading such as 一、单项选择题; applies until changed)
 *   1. 题干… or 【题干】题干…  (a numbered line or 【题干】 starts a question)
 *   A. …  B. …               (one per line, or several on one line)
 *   【答案】A  【解析】…  【知识点】…  【难度】3  【分值】2  【来源】2024年国考
 *   【材料】…【材料结束】      (the questions between them share the material)
 *
 * Word's own formatting and pictures are kept: mammoth turns the file into HTML (pictures
 * inline), and the file is walked paragraph by paragraph.
 */
export async function readWordFile(content: Buffer): Promise<FileEntry[]> {
  const result = await mammoth.convertToHtml({ buffer: content });
  return entriesOfBlocks(splitBlocks(result.value));
}

const MARKERS = [
  '题型',
  '题干',
  '答案',
  '解析',
  '知识点',
  '难度',
  '分值',
  '来源',
  '材料',
  '材料结束',
] as const;
type Marker = (typeof MARKERS)[number];
const MARKER_LINE = new RegExp(`^【(${MARKERS.join('|')})】\\s*`);
const NUMBERED_LINE = /^(\d{1,5})\s*[.．、](?!\d)\s*/;
const OPTION_LINE = /^([A-Ha-h])\s*[.．、:：]\s*/;
const SECTION_HEADING = /^[一二三四五六七八九十]+\s*[、.．]\s*([^（(]+?题?)\s*(?:[（(].*)?$/;

type Section = 'none' | 'stem' | 'options' | 'answer' | 'analysis' | 'material';

interface Block {
  html: string;
  text: string;
}

/** Top-level blocks of mammoth's HTML: paragraphs, headings, tables and lists. */
function splitBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const open = /<(p|h[1-6]|table|ul|ol)\b[^>]*>/gi;
  let position = 0;
  while (position < html.length) {
    open.lastIndex = position;
    const match = open.exec(html);
    if (!match) break;
    const tag = match[1]!.toLowerCase();
    const end = closingIndex(html, tag, match.index + match[0].length);
    const whole = html.slice(match.index, end);
    blocks.push({ html: whole, text: plainText(whole) });
    position = end;
  }
  return blocks;
}

function closingIndex(html: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** The block's HTML with its leading words (a marker, a number, an option letter) removed. */
function withoutLead(block: Block, lead: RegExp): string {
  const inner = /^<(p|h[1-6])\b[^>]*>([\s\S]*)<\/\1>$/i.exec(block.html);
  if (!inner) return block.html;
  // The lead may sit inside formatting (<strong>【答案】</strong>): drop it wherever it starts.
  const body = inner[2]!;
  const text = plainText(body);
  const leadText = lead.exec(text)?.[0] ?? '';
  let remaining = leadText.replace(/\s+/g, '');
  let result = '';
  let index = 0;
  while (index < body.length && remaining.length > 0) {
    if (body[index] === '<') {
      const close = body.indexOf('>', index);
      result += body.slice(index, close + 1);
      index = close + 1;
      continue;
    }
    if (/\s/.test(body[index]!)) {
      index++;
      continue;
    }
    if (body.startsWith('&nbsp;', index)) {
      index += 6;
      continue;
    }
    const char = body.startsWith('&amp;', index) ? '&' : body[index]!;
    if (char === remaining[0]) remaining = remaining.slice(1);
    index += char === '&' && body.startsWith('&amp;', index) ? 5 : 1;
  }
  const rest = (result + body.slice(index)).replace(/<(strong|em|b|i|u)>\s*<\/\1>/g, '').trim();
  return plainText(rest) === '' && !/<img\b/i.test(rest) ? '' : `<p>${rest}</p>`;
}

function entriesOfBlocks(blocks: Block[]): FileEntry[] {
  const entries: FileEntry[] = [];
  let stickyType = '';
  let current: QuestionDraft | null = null;
  let group: MaterialDraft | null = null;
  let section: Section = 'none';
  let count = 0;

  const close = () => {
    if (current) {
      if (group) group.children.push(current);
      else entries.push({ kind: 'question', draft: current });
    }
    current = null;
    section = 'none';
  };
  const closeGroup = () => {
    close();
    if (group) entries.push({ kind: 'group', group });
    group = null;
  };
  const start = (number?: string): QuestionDraft => {
    close();
    count++;
    const place = group ? `第 ${group.children.length + 1} 小题` : `第 ${number ?? count} 题`;
    current = emptyDraft(place, stickyType);
    return current;
  };

  for (const block of blocks) {
    const text = block.text;
    if (text === '' && !/<img\b/i.test(block.html)) continue;
    const marker = MARKER_LINE.exec(text);
    if (marker) {
      const name = marker[1] as Marker;
      const rest = withoutLead(block, MARKER_LINE);
      const restText = plainText(rest);
      switch (name) {
        case '材料':
          closeGroup();
          count++;
          group = {
            place: `第 ${count} 题（材料题）`,
            materials: [],
            children: [],
            readProblems: [],
          };
          section = 'material';
          if (rest) group.materials.push(rest);
          break;
        case '材料结束':
          if (!group) {
            // An end without a start: the questions above were read as ordinary questions.
            close();
            break;
          }
          closeGroup();
          break;
        case '题型':
          if (current && (current as QuestionDraft).stem !== '') close();
          stickyType = restText;
          if (current) (current as QuestionDraft).typeName = restText;
          break;
        case '题干': {
          const draft: QuestionDraft =
            current && (current as QuestionDraft).stem === '' ? current : start();
          draft.stem = rest;
          section = 'stem';
          break;
        }
        default: {
          const draft: QuestionDraft = current ?? start();
          if (name === '答案') {
            draft.answer = restText;
            section = 'answer';
          } else if (name === '解析') {
            draft.analysis = rest;
            section = 'analysis';
          } else {
            const field = {
              知识点: 'knowledgePoint',
              难度: 'difficulty',
              分值: 'score',
              来源: 'source',
            } as const;
            draft[field[name]] = restText;
            section = 'none';
          }
        }
      }
      continue;
    }

    const heading = SECTION_HEADING.exec(text);
    if (heading && !current && typeCodeName(heading[1]!)) {
      stickyType = heading[1]!;
      continue;
    }

    const numbered = NUMBERED_LINE.exec(text);
    const draftNow = current as QuestionDraft | null;
    if (numbered && !(draftNow && section === 'stem' && draftNow.options.length === 0)) {
      const draft: QuestionDraft =
        draftNow && draftNow.stem === '' && section !== 'answer'
          ? draftNow
          : start(group ? undefined : numbered[1]);
      draft.stem = withoutLead(block, NUMBERED_LINE);
      section = 'stem';
      continue;
    }

    if (draftNow && (section === 'stem' || section === 'options') && OPTION_LINE.test(text)) {
      addOptions(draftNow, block);
      section = 'options';
      continue;
    }

    if (section === 'material' && group) {
      (group as MaterialDraft).materials.push(block.html);
    } else if (draftNow && section === 'stem') {
      draftNow.stem += block.html;
    } else if (draftNow && section === 'options') {
      // A picture or a second line under the last option belongs to it.
      const last = draftNow.options.length - 1;
      draftNow.options[last] = `${draftNow.options[last]}${block.html}`;
    } else if (draftNow && section === 'answer') {
      draftNow.answer += `\n${text}`;
    } else if (draftNow && section === 'analysis') {
      draftNow.analysis += block.html;
    }
    // Anything else (a title above the first question, notes between questions) is not a question.
  }
  if (group) {
    (group as MaterialDraft).readProblems.push('缺少【材料结束】');
    closeGroup();
  } else close();
  return entries;
}

function typeCodeName(name: string): boolean {
  return /^(单选|单项选择|多选|多项选择|不定项|不定项选择|判断|填空|排序|简答|问答|主观|论述|申论|作文)题?$/.test(
    name.replace(/\s+/g, ''),
  );
}

/** One option per line, or several on one line (A. 甲  B. 乙  C. 丙). */
function addOptions(draft: QuestionDraft, block: Block): void {
  const pieces = block.text.split(/\s+(?=[B-Hb-h]\s*[.．、:：])/);
  const several = pieces.length > 1 && pieces.every((piece) => OPTION_LINE.test(piece));
  const found = several
    ? pieces.map((piece) => ({
        letter: piece[0]!.toUpperCase(),
        html: `<p>${escapeHtml(piece.replace(OPTION_LINE, ''))}</p>`,
      }))
    : [{ letter: block.text[0]!.toUpperCase(), html: withoutLead(block, OPTION_LINE) }];
  for (const option of found) {
    const expected = String.fromCharCode(65 + draft.options.length);
    if (option.letter !== expected) {
      draft.readProblems.push(`选项 ${option.letter} 的位置不对，应为选项 ${expected}`);
    }
    draft.options.push(option.html);
  }
}
