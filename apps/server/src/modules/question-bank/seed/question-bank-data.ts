import {
  LETTERS,
  fmt,
  p,
  placeOptions,
  spread,
  svgImage,
  table,
  type ChildDraft,
  type Draft,
  type Random,
} from './question-bank-kit.ts';

/**
 * 资料分析: composite material questions — a table, a text or a chart with the numbers drawn
 * here — and sub-questions whose answers (growth rates, shares, multiples, base periods) are
 * computed from the same numbers.
 */
interface CategoryTheme {
  title: string;
  measure: string;
  unit: string;
  categories: string[];
  range: [number, number];
}

const CATEGORY_THEMES: CategoryTheme[] = [
  {
    title: '2023年某省规模以上工业增加值',
    measure: '增加值',
    unit: '亿元',
    categories: ['制造业', '采矿业', '电力、热力、燃气及水生产和供应业'],
    range: [300, 6000],
  },
  {
    title: '2023年全国快递业务量',
    measure: '业务量',
    unit: '亿件',
    categories: ['同城快递', '异地快递', '国际及港澳台快递'],
    range: [20, 1200],
  },
  {
    title: '2023年某省粮食产量',
    measure: '产量',
    unit: '万吨',
    categories: ['稻谷', '小麦', '玉米', '豆类'],
    range: [40, 900],
  },
  {
    title: '2023年某市社会消费品零售总额',
    measure: '零售额',
    unit: '亿元',
    categories: ['商品零售', '餐饮收入'],
    range: [200, 3000],
  },
  {
    title: '2023年某市货物进出口',
    measure: '进出口额',
    unit: '亿元',
    categories: ['对东盟', '对欧盟', '对美国', '对日本'],
    range: [120, 1600],
  },
  {
    title: '2023年某省能源消费量',
    measure: '消费量',
    unit: '万吨标准煤',
    categories: ['煤炭', '石油', '天然气', '一次电力及其他'],
    range: [500, 9000],
  },
  {
    title: '2023年某省研究与试验发展（R&D）经费支出',
    measure: '经费支出',
    unit: '亿元',
    categories: ['基础研究', '应用研究', '试验发展'],
    range: [40, 900],
  },
  {
    title: '2023年某市城镇新增就业人数',
    measure: '新增就业人数',
    unit: '万人',
    categories: ['第一产业', '第二产业', '第三产业'],
    range: [3, 60],
  },
];

interface SeriesTheme {
  title: string;
  measure: string;
  unit: string;
  chart: 'bar' | 'line';
  range: [number, number];
}

const SERIES_THEMES: SeriesTheme[] = [
  {
    title: '2019—2023年某市旅游总收入',
    measure: '旅游总收入',
    unit: '亿元',
    chart: 'bar',
    range: [300, 900],
  },
  {
    title: '2019—2023年某省新能源汽车产量',
    measure: '产量',
    unit: '万辆',
    chart: 'line',
    range: [8, 120],
  },
  {
    title: '2019—2023年某高校毕业生升学人数',
    measure: '升学人数',
    unit: '人',
    chart: 'bar',
    range: [600, 1500],
  },
  {
    title: '2019—2023年某省快递业务收入',
    measure: '快递业务收入',
    unit: '亿元',
    chart: 'line',
    range: [120, 600],
  },
];

const pct = (value: number) => `${fmt(value)}%`;

/** Three wrong percentages: near misses and the classic slip of dividing by the current value. */
function wrongPercents(random: Random, right: number, slip: number): string[] {
  const candidates = [right + 1.3, right - 1.1, right + 2.6, right - 2.4, slip].map((v) =>
    pct(Math.round(v * 10) / 10),
  );
  return random.shuffle([...new Set(candidates)].filter((v) => v !== pct(right))).slice(0, 3);
}

function choice(
  random: Random,
  context: string,
  right: string,
  wrong: string[],
  why: string[],
): ChildDraft {
  const { options, answer } = placeOptions(random, right, wrong);
  return {
    typeCode: 'single_choose',
    context: p(context),
    options,
    answer,
    scoreTenths: 10,
    analysis: p(`正确答案为${answer}。`, ...why),
  };
}

function statements(
  random: Random,
  facts: Array<[string, boolean]>,
  alwaysTrue: string,
  why: string,
): ChildDraft {
  const chosen = random.shuffle(facts).slice(0, 4);
  // At least one statement holds, or the question would have no answer.
  if (chosen.every(([, truth]) => !truth)) chosen[random.int(0, 3)] = [alwaysTrue, true];
  const answer = chosen.map(([, truth], index) => (truth ? LETTERS[index] : '')).join('');
  return {
    typeCode: 'multiple_choose',
    context: p('能够从上述资料中推出的是（多选）：'),
    options: chosen.map(([text]) => text),
    answer,
    scoreTenths: 10,
    analysis: p(`正确答案为${answer}。`, why),
  };
}

function categoryMaterial(random: Random, theme: CategoryTheme, form: 'table' | 'text'): Draft {
  const rows = theme.categories.map((name) => {
    const current = random.int(theme.range[0], theme.range[1]);
    const drawn = random.int(-30, 180) / 10;
    // A zero change would make every 'how much more' option read 0.0.
    const rate = Math.abs(drawn) < 0.5 ? 2.3 : drawn;
    const previous = Math.round((current / (1 + rate / 100)) * 10) / 10;
    return { name, current, previous, rate: ((current - previous) / previous) * 100 };
  });
  const total = rows.reduce((sum, row) => sum + row.current, 0);
  const totalPrevious = Math.round(rows.reduce((sum, row) => sum + row.previous, 0) * 10) / 10;
  const totalRate = ((total - totalPrevious) / totalPrevious) * 100;

  const material =
    form === 'table'
      ? p('根据以下资料，回答问题。') +
        table(
          `${theme.title}（单位：${theme.unit}）`,
          ['类别', '2023年', '2022年', '同比增长'],
          [
            ...rows.map((row) => [row.name, row.current, fmt(row.previous), pct(row.rate)]),
            ['合计', total, fmt(totalPrevious), pct(totalRate)],
          ],
        )
      : p(
          `${theme.title}为${total}${theme.unit}，上年为${fmt(totalPrevious)}${theme.unit}。`,
          rows
            .map(
              (row) =>
                `${row.name}${theme.measure}${row.current}${theme.unit}，同比增长${pct(row.rate)}`,
            )
            .join('；') + '。',
        );

  const [first, second] = random.shuffle(rows) as [(typeof rows)[number], (typeof rows)[number]];
  const share = (first.current / total) * 100;
  const growth = first.current - first.previous;
  const multiple = first.current / second.current;
  const children: ChildDraft[] = [
    choice(
      random,
      `2023年${theme.measure}合计比上年增长约：`,
      pct(totalRate),
      wrongPercents(random, totalRate, ((total - totalPrevious) / total) * 100),
      [
        `增长率 = (现期 − 基期) ÷ 基期 = (${total} − ${fmt(totalPrevious)}) ÷ ${fmt(totalPrevious)} ≈ ${pct(totalRate)}。`,
      ],
    ),
    choice(
      random,
      `2023年${first.name}占合计的比重约为：`,
      pct(share),
      wrongPercents(random, share, (first.current / (total + first.current)) * 100),
      [`比重 = 部分 ÷ 整体 = ${first.current} ÷ ${total} ≈ ${pct(share)}。`],
    ),
    choice(
      random,
      `2023年${first.name}${theme.measure}比上年增加（减少）约多少${theme.unit}？`,
      fmt(growth),
      spread(growth, 1, true),
      [
        form === 'text'
          ? `基期 = 现期 ÷ (1 + 增长率) = ${first.current} ÷ (1 + ${pct(first.rate)}) ≈ ${fmt(first.previous)}；`
          : `由表可知上年为${fmt(first.previous)}；`,
        `增长量 = ${first.current} − ${fmt(first.previous)} ≈ ${fmt(growth)}（${theme.unit}）。`,
      ],
    ),
    choice(
      random,
      `2023年${first.name}${theme.measure}约是${second.name}的多少倍？`,
      fmt(multiple, 2),
      spread(multiple, 2, false),
      [`倍数 = ${first.current} ÷ ${second.current} ≈ ${fmt(multiple, 2)}。`],
    ),
    statements(
      random,
      [
        [`2023年${first.name}${theme.measure}高于${second.name}`, first.current > second.current],
        [`2023年${first.name}同比增速高于${second.name}`, first.rate > second.rate],
        [`2023年${second.name}${theme.measure}比上年有所增长`, second.current > second.previous],
        [
          `2023年${theme.measure}合计超过${fmt(totalPrevious * 1.2, 0)}${theme.unit}`,
          total > totalPrevious * 1.2,
        ],
        [
          `2022年${first.name}${theme.measure}低于${fmt(first.current, 0)}${theme.unit}`,
          first.previous < first.current,
        ],
      ],
      `2023年${theme.measure}合计为${total}${theme.unit}`,
      '逐项比较资料中的数据即可判断各项真假。',
    ),
  ];
  children[0]!.media = 'growth-rate';
  return {
    point: form === 'table' ? '表格资料' : '文字资料',
    typeCode: 'composite',
    context: p('根据所给资料，回答下列问题。'),
    materials: [material],
    difficulty: 3,
    analysis: p('本题为资料分析材料题，各小题解析见下。'),
    children,
  };
}

function chartSvg(theme: SeriesTheme, years: number[], values: number[]): string {
  const width = 460;
  const height = 240;
  const max = Math.max(...values) * 1.15;
  const x = (i: number) => 60 + i * 80;
  const y = (v: number) => 200 - (v / max) * 160;
  const bars = values
    .map((v, i) =>
      theme.chart === 'bar'
        ? `<rect x="${x(i) - 18}" y="${y(v).toFixed(1)}" width="36" height="${(200 - y(v)).toFixed(1)}" fill="#4a86e8"/>`
        : `<circle cx="${x(i)}" cy="${y(v).toFixed(1)}" r="4" fill="#e8710a"/>`,
    )
    .join('');
  const line =
    theme.chart === 'line'
      ? `<polyline points="${values.map((v, i) => `${x(i)},${y(v).toFixed(1)}`).join(' ')}" fill="none" stroke="#e8710a" stroke-width="2"/>`
      : '';
  const labels = values
    .map(
      (v, i) =>
        `<text x="${x(i)}" y="${(y(v) - 8).toFixed(1)}" font-size="12" text-anchor="middle" fill="#333">${v}</text><text x="${x(i)}" y="220" font-size="12" text-anchor="middle" fill="#333">${years[i]}年</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/><text x="${width / 2}" y="20" font-size="14" text-anchor="middle" fill="#111">${theme.title}（${theme.unit}）</text><line x1="30" y1="200" x2="${width - 10}" y2="200" stroke="#999"/>${bars}${line}${labels}</svg>`;
}

function seriesMaterial(random: Random, theme: SeriesTheme): Draft {
  const years = [2019, 2020, 2021, 2022, 2023];
  // Every year moves by a visible amount and no two years grow by the same amount, so 'which
  // year grew most' has one answer and no rate reads 0.0%.
  let values: number[] = [];
  let growths: number[] = [];
  do {
    values = [random.int(theme.range[0], theme.range[0] + (theme.range[1] - theme.range[0]) / 3)];
    for (let i = 1; i < 5; i++) {
      const rate = random.pick([-1, 1, 1, 1]) * random.int(4, 32);
      values.push(Math.max(1, Math.round(values[i - 1]! * (1 + rate / 100))));
    }
    growths = values.slice(1).map((v, i) => v - values[i]!);
  } while (new Set(growths).size < 4 || growths.includes(0));
  const rates = values.slice(1).map((v, i) => ((v - values[i]!) / values[i]!) * 100);
  const bestIndex = growths.indexOf(Math.max(...growths));
  const rate2023 = rates[3]!;
  const multiple = values[4]! / values[0]!;
  const totalFive = values.reduce((sum, v) => sum + v, 0);
  const image = svgImage(chartSvg(theme, years, values), theme.title, 460, 240);
  const yearOptions = years.slice(1).map((year) => `${year}年`);
  const children: ChildDraft[] = [
    choice(
      random,
      `2023年${theme.measure}同比增长约：`,
      pct(rate2023),
      wrongPercents(random, rate2023, ((values[4]! - values[3]!) / values[4]!) * 100),
      [`(${values[4]} − ${values[3]}) ÷ ${values[3]} ≈ ${pct(rate2023)}。`],
    ),
    choice(
      random,
      `2020—2023年中，${theme.measure}同比增长量最大的年份是：`,
      yearOptions[bestIndex]!,
      yearOptions.filter((_, i) => i !== bestIndex),
      [`各年增长量依次为${growths.join('、')}，最大的是${yearOptions[bestIndex]}。`],
    ),
    choice(
      random,
      `2023年${theme.measure}约是2019年的多少倍？`,
      fmt(multiple, 2),
      spread(multiple, 2, false),
      [`${values[4]} ÷ ${values[0]} ≈ ${fmt(multiple, 2)}。`],
    ),
    choice(
      random,
      `2019—2023年${theme.measure}合计约为多少${theme.unit}？`,
      String(totalFive),
      [Math.round(totalFive * 0.9), Math.round(totalFive * 1.1), totalFive + values[4]!].map(
        String,
      ),
      [`${values.join(' + ')} = ${totalFive}。`],
    ),
  ];
  children[0]!.media = 'growth-rate';
  return {
    point: '图形资料',
    typeCode: 'composite',
    context: p('根据以下统计图，回答下列问题。'),
    materials: [image, p(`注：图中数据为${theme.title}，单位为${theme.unit}。`)],
    difficulty: 3,
    analysis: p('本题为资料分析材料题，各小题解析见下。'),
    children,
  };
}

export function dataDrafts(random: Random): Draft[] {
  const drafts: Draft[] = [];
  CATEGORY_THEMES.forEach((theme, index) => {
    drafts.push(categoryMaterial(random, theme, index % 2 === 0 ? 'table' : 'text'));
  });
  for (const theme of SERIES_THEMES) drafts.push(seriesMaterial(random, theme));
  return drafts;
}
