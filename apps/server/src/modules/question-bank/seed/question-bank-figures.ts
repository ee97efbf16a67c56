import { p, placeOptions, svgImage, type Draft, type Random } from './question-bank-kit.ts';

/**
 * 图形推理: rows of small figures drawn as SVG (counts of dots, sides of polygons, turning
 * arrows, black and white circles); the right option continues the rule.
 */
const BOX = 80;

type Figure = (x: number) => string;

const frame = (x: number, inner: string) =>
  `<rect x="${x + 2}" y="2" width="${BOX - 4}" height="${BOX - 4}" fill="#fff" stroke="#333" stroke-width="1.5"/>${inner}`;

function row(figures: Figure[], withQuestion: boolean): string {
  const count = figures.length + (withQuestion ? 1 : 0);
  const parts = figures.map((figure, index) => frame(index * (BOX + 8), figure(index * (BOX + 8))));
  if (withQuestion) {
    const x = figures.length * (BOX + 8);
    parts.push(
      frame(
        x,
        `<text x="${x + BOX / 2}" y="${BOX / 2 + 12}" font-size="34" text-anchor="middle" fill="#333">?</text>`,
      ),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${count * (BOX + 8)}" height="${BOX}" viewBox="0 0 ${count * (BOX + 8)} ${BOX}">${parts.join('')}</svg>`;
}

const single = (figure: Figure) =>
  svgImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOX}" height="${BOX}">${frame(0, figure(0))}</svg>`,
    '选项图形',
    BOX,
    BOX,
  );

const dots =
  (count: number, seed: number): Figure =>
  (x) => {
    const spots: string[] = [];
    for (let i = 0; i < count; i++) {
      const col = (i + seed) % 3;
      const line = Math.floor(i / 3);
      spots.push(`<circle cx="${x + 18 + col * 22}" cy="${14 + line * 17}" r="5.5" fill="#333"/>`);
    }
    return spots.join('');
  };

const polygon =
  (sides: number): Figure =>
  (x) => {
    const points = Array.from({ length: sides }, (_, i) => {
      const angle = (Math.PI * 2 * i) / sides - Math.PI / 2;
      return `${(x + BOX / 2 + Math.cos(angle) * 28).toFixed(1)},${(BOX / 2 + Math.sin(angle) * 28).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="none" stroke="#333" stroke-width="2"/>`;
  };

const arrow =
  (degrees: number): Figure =>
  (x) =>
    `<g transform="rotate(${degrees} ${x + BOX / 2} ${BOX / 2})"><line x1="${x + BOX / 2}" y1="${BOX / 2 + 24}" x2="${x + BOX / 2}" y2="${BOX / 2 - 22}" stroke="#333" stroke-width="3"/><polygon points="${x + BOX / 2},${BOX / 2 - 30} ${x + BOX / 2 - 9},${BOX / 2 - 14} ${x + BOX / 2 + 9},${BOX / 2 - 14}" fill="#333"/></g>`;

const circles =
  (black: number): Figure =>
  (x) =>
    Array.from({ length: 5 }, (_, i) => {
      const angle = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      const cx = x + BOX / 2 + Math.cos(angle) * 24;
      const cy = BOX / 2 + Math.sin(angle) * 24;
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="8" fill="${i < black ? '#333' : '#fff'}" stroke="#333" stroke-width="1.5"/>`;
    }).join('');

interface FigureRule {
  sequence: Figure[];
  right: Figure;
  wrong: Figure[];
  explain: string;
}

const rules: Array<(random: Random) => FigureRule> = [
  (random) => {
    const start = random.int(1, 2);
    const step = random.int(1, 2);
    const counts = [0, 1, 2, 3].map((i) => start + i * step);
    const next = start + 4 * step;
    return {
      sequence: counts.map((count, i) => dots(count, i)),
      right: dots(next, 1),
      wrong: [dots(next - 1, 0), dots(next + 1, 2), dots(next - step - 1, 1)],
      explain: `各图中黑点数依次为${counts.join('、')}，构成公差为${step}的等差数列，问号处应有${next}个黑点。`,
    };
  },
  (random) => {
    const start = random.int(3, 4);
    const sides = [0, 1, 2, 3].map((i) => start + i);
    const next = start + 4;
    return {
      sequence: sides.map((n) => polygon(n)),
      right: polygon(next),
      wrong: [polygon(next - 1), polygon(next + 1), polygon(start)],
      explain: `各图形的边数（线条数）依次为${sides.join('、')}，逐个加1，问号处应为${next}边形。`,
    };
  },
  (random) => {
    const step = random.pick([45, 90]);
    const start = random.pick([0, 45, 90]);
    const angles = [0, 1, 2, 3].map((i) => start + i * step);
    const next = start + 4 * step;
    return {
      sequence: angles.map((angle) => arrow(angle)),
      right: arrow(next),
      wrong: [arrow(next + 45), arrow(next - 45 - step), arrow(next + 180)],
      explain: `箭头每次顺时针旋转${step}°，第五个图形应在第四个的基础上再顺时针旋转${step}°。`,
    };
  },
  (random) => {
    const start = random.int(0, 1);
    const counts = [0, 1, 2, 3].map((i) => start + i);
    const next = start + 4;
    return {
      sequence: counts.map((count) => circles(count)),
      right: circles(next),
      wrong: [circles(next - 1), circles(next - 2), circles(Math.max(0, next - 3))],
      explain: `每个图形由5个圆组成，黑色圆的个数依次为${counts.join('、')}，逐个加1，问号处应有${next}个黑色圆。`,
    };
  },
];

export function figureDrafts(random: Random, count: number): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const rule = rules[i % rules.length]!(random);
    const image = svgImage(
      row(rule.sequence, true),
      '题干图形',
      (rule.sequence.length + 1) * (BOX + 8),
      BOX,
    );
    const right = single(rule.right);
    const { options, answer } = placeOptions(random, right, rule.wrong.map(single));
    drafts.push({
      point: '图形推理',
      typeCode: 'single_choose',
      context: p('从所给的四个选项中，选择最合适的一个填入问号处，使之呈现一定的规律性：', image),
      options,
      answer,
      difficulty: random.int(2, 4),
      analysis: p(`正确答案为${answer}。`, rule.explain),
      ...(i % 4 === 0 ? { media: 'figure' as const } : {}),
    });
  }
  return drafts;
}
