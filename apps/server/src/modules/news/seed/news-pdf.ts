/**
 * A very small PDF writer for the demo's PDF articles: A4 pages of Chinese text in the
 * standard STSong-Light font (Adobe-GB1), which PDF viewers supply themselves, so the files
 * stay a few kilobytes and need no embedded font.
 */
const PAGE = { width: 595, height: 842, margin: 56 };
const FONT_SIZE = 12;
const TITLE_SIZE = 18;
const LINE_HEIGHT = 20;

/** UCS-2 big-endian hex of a string, the encoding UniGB-UCS2-H expects. */
function hex(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    out += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${out.toUpperCase()}>`;
}

/** Wraps by character count; every glyph is treated as one em wide, which CJK text is. */
function wrap(paragraph: string, size: number): string[] {
  const perLine = Math.floor((PAGE.width - PAGE.margin * 2) / size);
  const chars = [...paragraph];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += perLine) lines.push(chars.slice(i, i + perLine).join(''));
  return lines.length > 0 ? lines : [''];
}

interface Line {
  text: string;
  size: number;
}

function layout(title: string, paragraphs: string[]): Line[][] {
  const lines: Line[] = [
    ...wrap(title, TITLE_SIZE).map((text) => ({ text, size: TITLE_SIZE })),
    { text: '', size: FONT_SIZE },
  ];
  for (const paragraph of paragraphs) {
    lines.push(
      ...wrap(`\u3000\u3000${paragraph}`, FONT_SIZE).map((text) => ({ text, size: FONT_SIZE })),
    );
  }
  const perPage = Math.floor((PAGE.height - PAGE.margin * 2) / LINE_HEIGHT);
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  return pages;
}

export function buildTextPdf(title: string, paragraphs: string[]): Uint8Array {
  const pages = layout(title, paragraphs);
  // Objects 1 catalog, 2 page tree, 3 font, 4 descendant font, then a page and its stream each.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
    '/FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light /Flags 6 ' +
    '/FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >> ' +
    '/DW 1000 /W [1 95 500] >>';
  pages.forEach((lines, index) => {
    const pageId = pageIds[index]!;
    let y = PAGE.height - PAGE.margin;
    const ops = lines.map((line) => {
      y -= LINE_HEIGHT;
      return `BT /F1 ${line.size} Tf ${PAGE.margin} ${y} Td ${hex(line.text)} Tj ET`;
    });
    ops.push(
      `BT /F1 9 Tf ${PAGE.width / 2 - 20} 30 Td ${hex(`第 ${index + 1} 页 / 共 ${pages.length} 页`)} Tj ET`,
    );
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // Everything above is ASCII, so string length is byte length for the cross-reference table.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
