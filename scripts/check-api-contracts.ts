import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Part of `npm run lint`: the web types what an endpoint answers only from that endpoint's
 * contract (`@shangan/shared/contracts`), never with an interface of its own that could drift
 * from the server. Every call of the two API clients that names a result type must name it
 * `DataOf<typeof SomeContract>`.
 */
const root = path.resolve(import.meta.dirname, '..');
const WEB_SOURCES = path.join(root, 'apps/web/src');
const CLIENT_OBJECTS = new Set(['mainApi', 'learningApi']);
const CLIENT_FUNCTIONS = new Set(['mainRequest', 'learningRequest']);
const CONTRACT_TYPE = /^DataOf<typeof [A-Za-z_$][\w$]*>$/;
// The clients themselves pass their callers' type parameter on.
const CLIENT_FILES = new Set(['lib/api/main-api.ts', 'lib/api/learning-api.ts']);

function* webFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* webFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

function isClientCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return CLIENT_FUNCTIONS.has(callee.text);
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    CLIENT_OBJECTS.has(callee.expression.text)
  );
}

const findings: string[] = [];
for (const file of webFiles(WEB_SOURCES)) {
  if (CLIENT_FILES.has(path.relative(WEB_SOURCES, file).split(path.sep).join('/'))) continue;
  const text = fs.readFileSync(file, 'utf8');
  if (!/mainApi|learningApi|mainRequest|learningRequest/.test(text)) continue;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.typeArguments?.length && isClientCall(node)) {
      const typeText = node.typeArguments[0]!.getText(source).replace(/\s+/g, ' ');
      if (!CONTRACT_TYPE.test(typeText)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push(`${path.relative(root, file)}:${line + 1}: ${typeText}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (findings.length > 0) {
  console.error(
    'API calls typed without their endpoint contract (use DataOf<typeof Contract> from ' +
      '@shangan/shared/contracts):\n' +
      findings.map((finding) => `  ${finding}`).join('\n'),
  );
  process.exit(1);
}
