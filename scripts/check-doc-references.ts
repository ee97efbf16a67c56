import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Part of `npm run lint`: comments must state the rule they rely on, or point into docs/, and
 * never cite a document a reader of the repository cannot open (a numbered spec section, an
 * outside design page, an issue number). Only comments are read: strings the user sees and
 * identifiers such as `spec` in test helpers are left alone.
 */
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['apps', 'packages', 'scripts', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'uploads', 'coverage']);
const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts']);

const FORBIDDEN: Array<[RegExp, string]> = [
  [/spec part/i, 'a numbered spec part'],
  [/§/, 'a section sign (§)'],
  [/\bDESIGN\b/, 'the outside design page'],
  [/\bissues? #?\d+/i, 'an issue number'],
  [/\bthe specs?\b(?! (?:file|files|runner)\b)|\bspec['’]s\b|\(spec\)/i, 'the outside spec'],
];

interface Finding {
  file: string;
  line: number;
  why: string;
  text: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SCRIPT_EXTENSIONS.has(path.extname(entry.name)) || /\.(sh|css)$/.test(entry.name)) {
      yield full;
    }
  }
}

/** Every comment of a script as [start offset, text], found through the parser, not a regex. */
function scriptComments(file: string, text: string): Array<[number, string]> {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const jsxText: Array<[number, number]> = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    // Leading ranges start after a line break; a comment on a token's own line is trailing.
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ];
    for (const range of ranges) seen.set(range.pos, text.slice(range.pos, range.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // JSX text is page content: "//" inside it is not a comment.
  return [...seen.entries()].filter(([at]) => !jsxText.some(([from, to]) => at >= from && at < to));
}

/** CSS has only block comments; a `/*` inside a CSS string is rare enough to ignore. */
function cssComments(text: string): Array<[number, string]> {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => [match.index, match[0]]);
}

function shellComments(text: string): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const at = line.search(/(^|\s)#(?!!)/);
    if (at >= 0) found.push([offset + at, line.slice(at)]);
    offset += line.length + 1;
  }
  return found;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const findings: Finding[] = [];
for (const folder of FOLDERS) {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) continue;
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const comments = file.endsWith('.sh')
      ? shellComments(text)
      : file.endsWith('.css')
        ? cssComments(text)
        : scriptComments(file, text);
    for (const [start, comment] of comments) {
      comment.split('\n').forEach((commentLine, index) => {
        for (const [pattern, why] of FORBIDDEN) {
          if (!pattern.test(commentLine)) continue;
          findings.push({
            file: path.relative(root, file),
            line: lineOf(text, start) + index,
            why,
            text: commentLine.trim(),
          });
          break;
        }
      });
    }
  }
}

if (findings.length > 0) {
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const f of findings) console.error(`${f.file}:${f.line}: cites ${f.why}: ${f.text}`);
  console.error(
    `\n${findings.length} comment line(s) cite documents outside the repository. State the rule ` +
      'in the comment itself, or point into docs/.',
  );
  process.exit(1);
}
