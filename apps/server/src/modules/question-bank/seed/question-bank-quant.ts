import { nearNumbers, p, placeOptions, type Draft, type Random } from './question-bank-kit.ts';

/**
 * 数量关系: 数字推理 (number series with computed next terms) and 数学运算 (工程、行程、利润、
 * 排列组合、年龄、容斥), every answer computed from the numbers drawn, so keys are always right.
 */
/** The bracket a learner fills in, with two ideographic spaces. */
const GAP = '（\u3000\u3000）';

interface Series {
  terms: number[];
  next: number;
  rule: string;
}

const seriesMakers: Array<(random: Random) => Series> = [
  (random) => {
    const a = random.int(2, 30);
    const d = random.int(3, 15);
    const terms = Array.from({ length: 6 }, (_, i) => a + i * d);
    return { terms: terms.slice(0, 5), next: terms[5]!, rule: `等差数列，公差为${d}` };
  },
  (random) => {
    const a = random.int(1, 5);
    const r = random.int(2, 3);
    const terms = Array.from({ length: 6 }, (_, i) => a * r ** i);
    return { terms: terms.slice(0, 5), next: terms[5]!, rule: `等比数列，公比为${r}` };
  },
  (random) => {
    const a = random.int(1, 20);
    const d0 = random.int(1, 5);
    const dd = random.int(1, 4);
    const terms = [a];
    for (let i = 0; i < 5; i++) terms.push(terms[i]! + d0 + i * dd);
    const diffs = terms.slice(1).map((t, i) => t - terms[i]!);
    return {
      terms: terms.slice(0, 5),
      next: terms[5]!,
      rule: `二级等差数列：相邻两项之差依次为${diffs.join('、')}，构成公差为${dd}的等差数列`,
    };
  },
  (random) => {
    const a = random.int(1, 6);
    const b = random.int(a, a + 6);
    const terms = [a, b];
    for (let i = 2; i < 7; i++) terms.push(terms[i - 1]! + terms[i - 2]!);
    return {
      terms: terms.slice(0, 6),
      next: terms[6]!,
      rule: '递推和数列：从第三项起，每一项等于前两项之和',
    };
  },
  (random) => {
    const start = random.int(1, 5);
    const k = random.pick([-2, -1, 1, 2, 3]);
    const terms = Array.from({ length: 6 }, (_, i) => (start + i) ** 2 + k);
    const sign = k > 0 ? `+${k}` : `${k}`;
    return {
      terms: terms.slice(0, 5),
      next: terms[5]!,
      rule: `平方修正数列：各项依次为${start}²${sign}、${start + 1}²${sign}……，下一项为${start + 5}²${sign}`,
    };
  },
  (random) => {
    const start = random.int(1, 3);
    const k = random.pick([-1, 1, 2]);
    const terms = Array.from({ length: 6 }, (_, i) => (start + i) ** 3 + k);
    const sign = k > 0 ? `+${k}` : `${k}`;
    return {
      terms: terms.slice(0, 5),
      next: terms[5]!,
      rule: `立方修正数列：各项依次为${start}³${sign}、${start + 1}³${sign}……，下一项为${start + 5}³${sign}`,
    };
  },
  (random) => {
    const a = random.int(1, 4);
    const m = random.int(2, 3);
    const c = random.pick([-1, 1, 2]);
    const terms = [a];
    for (let i = 1; i < 6; i++) terms.push(terms[i - 1]! * m + c);
    const sign = c > 0 ? `+${c}` : `${c}`;
    return {
      terms: terms.slice(0, 5),
      next: terms[5]!,
      rule: `递推数列：后一项 = 前一项 × ${m} ${sign}`,
    };
  },
  (random) => {
    const a = random.int(1, 9);
    const d = random.int(2, 6);
    const b = random.int(20, 40);
    const e = random.int(2, 5);
    const odd = Array.from({ length: 4 }, (_, i) => a + i * d);
    const even = Array.from({ length: 3 }, (_, i) => b - i * e);
    const terms = [odd[0]!, even[0]!, odd[1]!, even[1]!, odd[2]!, even[2]!];
    return {
      terms,
      next: odd[3]!,
      rule: `间隔组合数列：奇数项${odd.slice(0, 3).join('、')}是公差为${d}的等差数列，偶数项是公差为−${e}的等差数列`,
    };
  },
];

function seriesDrafts(random: Random, count: number): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const series = seriesMakers[i % seriesMakers.length]!(random);
    const shown = series.terms.join('，');
    const analysis = p(series.rule + `，故所求项为 ${series.next}。`);
    const media = i % 8 === 0 ? ('number-series' as const) : undefined;
    if (i % 3 === 2) {
      drafts.push({
        point: '数字推理',
        typeCode: 'fill_in',
        context: p(`找出规律，在括号处填入恰当的数：${shown}，${GAP}`),
        answer: [String(series.next)],
        difficulty: 3,
        analysis,
        ...(media ? { media } : {}),
      });
      continue;
    }
    const wrong = nearNumbers(random, series.next, [-6, -4, -2, -1, 1, 2, 3, 5, 8], -1000);
    const { options, answer } = placeOptions(random, String(series.next), wrong.map(String));
    drafts.push({
      point: '数字推理',
      typeCode: 'single_choose',
      context: p(`${shown}，${GAP}`),
      options,
      answer,
      difficulty: random.int(2, 4),
      analysis: p(`正确答案为${answer}。`) + analysis,
      ...(media ? { media } : {}),
    });
  }
  return drafts;
}

type Problem = { context: string; right: number; unit: string; steps: string[]; spread?: number[] };

const problemMakers: Array<(random: Random) => Problem> = [
  // 工程问题: efficiencies as integers, total work as a common multiple.
  (random) => {
    const [e1, e2] = random.pick([
      [2, 3],
      [3, 2],
      [1, 2],
      [3, 4],
      [2, 5],
      [1, 3],
      [4, 5],
      [3, 5],
    ]) as [number, number];
    const total = e1 * e2 * (e1 + e2) * random.int(1, 2);
    const a = total / e1;
    const b = total / e2;
    const together = total / (e1 + e2);
    return {
      context: `某项工程，甲队单独完成需要${a}天，乙队单独完成需要${b}天。若两队合作，完成这项工程需要多少天？`,
      right: together,
      unit: '天',
      steps: [
        `设工程总量为${a}与${b}的公倍数${total}，则甲的效率为${e1}，乙的效率为${e2}。`,
        `合作效率为${e1 + e2}，所需时间为 ${total} ÷ ${e1 + e2} = ${together}（天）。`,
      ],
    };
  },
  (random) => {
    const [e1, e2] = random.pick([
      [2, 3],
      [3, 4],
      [1, 2],
      [2, 5],
      [3, 5],
    ]) as [number, number];
    const total = e1 * e2 * 12;
    const a = total / e1;
    const b = total / e2;
    const first = random.int(2, 5);
    const rest = (total - e1 * first) / (e1 + e2);
    if (!Number.isInteger(rest) || rest <= 0) {
      return problemMakers[0]!(random);
    }
    return {
      context: `一项工作，甲单独做需要${a}天完成，乙单独做需要${b}天完成。甲先单独做了${first}天后，乙加入一起做，还需要多少天才能完成？`,
      right: rest,
      unit: '天',
      steps: [
        `设工作总量为${total}，甲效率${e1}，乙效率${e2}。`,
        `甲先做${first}天完成${e1 * first}，剩余${total - e1 * first}，两人合作还需 ${total - e1 * first} ÷ ${e1 + e2} = ${rest}（天）。`,
      ],
    };
  },
  // 行程问题.
  (random) => {
    const v1 = random.int(4, 12) * 5;
    const v2 = random.int(4, 12) * 5;
    const t = random.int(2, 6);
    const distance = (v1 + v2) * t;
    return {
      context: `甲、乙两车分别从相距${distance}千米的A、B两地同时出发相向而行，甲车速度为每小时${v1}千米，乙车速度为每小时${v2}千米。两车出发后经过多少小时相遇？`,
      right: t,
      unit: '小时',
      steps: [`相遇时间 = 总路程 ÷ 速度和 = ${distance} ÷ (${v1} + ${v2}) = ${t}（小时）。`],
      spread: [-1, 1, 2, 3],
    };
  },
  (random) => {
    const slow = random.int(3, 8) * 10;
    const fast = slow + random.int(1, 4) * 10;
    const gap = (fast - slow) * random.int(2, 5);
    const t = gap / (fast - slow);
    return {
      context: `一辆货车以每小时${slow}千米的速度先行，此时一辆客车在其后方${gap}千米处以每小时${fast}千米的速度同向追赶。客车追上货车需要多少小时？`,
      right: t,
      unit: '小时',
      steps: [`追及时间 = 路程差 ÷ 速度差 = ${gap} ÷ (${fast} − ${slow}) = ${t}（小时）。`],
      spread: [-1, 1, 2, 3],
    };
  },
  (random) => {
    const [v1, v2] = random.pick([
      [30, 60],
      [40, 60],
      [20, 30],
      [60, 90],
      [36, 45],
      [45, 90],
    ]) as [number, number];
    const average = (2 * v1 * v2) / (v1 + v2);
    return {
      context: `小王驾车从甲地到乙地，去程速度为每小时${v1}千米，返程沿原路返回，速度为每小时${v2}千米。小王往返全程的平均速度是每小时多少千米？`,
      right: average,
      unit: '千米/小时',
      steps: [
        `等距离平均速度 = 2v₁v₂ ÷ (v₁ + v₂) = 2 × ${v1} × ${v2} ÷ (${v1} + ${v2}) = ${average}。`,
        '注意不能直接取两个速度的算术平均数。',
      ],
      spread: [-6, -3, 3, (v1 + v2) / 2 - average],
    };
  },
  // 利润问题.
  (random) => {
    const cost = random.int(8, 40) * 10;
    const markup = random.pick([20, 25, 30, 40, 50]);
    const discount = random.pick([8, 9]);
    const price = (cost * (100 + markup)) / 100;
    const sale = (price * discount) / 10;
    const profit = sale - cost;
    if (!Number.isInteger(price) || !Number.isInteger(sale)) return problemMakers[5]!(random);
    return {
      context: `某商品进价为${cost}元，商家先按进价提高${markup}%标价，后又打${discount}折出售。每件商品的利润是多少元？`,
      right: profit,
      unit: '元',
      steps: [
        `标价 = ${cost} × (1 + ${markup}%) = ${price}（元）。`,
        `售价 = ${price} × ${discount / 10} = ${sale}（元），利润 = ${sale} − ${cost} = ${profit}（元）。`,
      ],
      spread: [-10, -4, 4, 10, price - cost - profit],
    };
  },
  // 排列组合.
  (random) => {
    const n = random.int(5, 7);
    const line = factorial(n - 1) * 2;
    return {
      context: `${n}名志愿者站成一排拍照，其中甲、乙两人必须相邻，共有多少种不同的站法？`,
      right: line,
      unit: '种',
      steps: [
        `捆绑法：把甲乙看作一个整体，与其余${n - 2}人共${n - 1}个元素全排列，有${n - 1}! = ${factorial(n - 1)}种；`,
        `甲乙内部可交换位置，有2种。共 ${factorial(n - 1)} × 2 = ${line}（种）。`,
      ],
      spread: [-line / 2, line / 2, line, factorial(n) - line],
    };
  },
  (random) => {
    const n = random.int(6, 10);
    const k = random.int(2, 3);
    const ways = choose(n, k);
    return {
      context: `某单位要从${n}名候选人中选出${k}人参加培训，共有多少种不同的选法？`,
      right: ways,
      unit: '种',
      steps: [`从${n}人中选${k}人，与顺序无关，为组合数 C(${n},${k}) = ${ways}（种）。`],
      spread: [ways * (factorial(k) - 1), -Math.floor(ways / 3), n, 10],
    };
  },
  // 年龄问题.
  (random) => {
    const child = random.int(6, 14);
    const multiple = random.pick([3, 4]);
    const parent = child * multiple;
    const years = random.int(4, 10);
    const later = parent + years;
    const childLater = child + years;
    return {
      context: `今年父亲的年龄是儿子的${multiple}倍，${years}年后父亲${later}岁。${years}年后儿子多少岁？`,
      right: childLater,
      unit: '岁',
      steps: [
        `今年父亲 ${later} − ${years} = ${parent}（岁），儿子 ${parent} ÷ ${multiple} = ${child}（岁）。`,
        `${years}年后儿子 ${child} + ${years} = ${childLater}（岁）。`,
      ],
      spread: [-years, -2, 2, years],
    };
  },
  // 容斥问题.
  (random) => {
    const total = random.int(40, 60);
    const a = random.int(20, 30);
    const b = random.int(15, 25);
    const both = random.int(5, 12);
    const neither = total - (a + b - both);
    if (neither < 0) return problemMakers[9]!(random);
    return {
      context: `某班有${total}名学生，参加书法兴趣小组的有${a}人，参加绘画兴趣小组的有${b}人，两个小组都参加的有${both}人。两个小组都没有参加的有多少人？`,
      right: neither,
      unit: '人',
      steps: [
        `至少参加一个小组的人数 = ${a} + ${b} − ${both} = ${a + b - both}（人）。`,
        `都没参加的 = ${total} − ${a + b - both} = ${neither}（人）。`,
      ],
      spread: [-both, both, -2, 3],
    };
  },
];

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

function choose(n: number, k: number): number {
  return factorial(n) / (factorial(k) * factorial(n - k));
}

function problemDrafts(random: Random, count: number, point: string, hard: boolean): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const maker = problemMakers[(i + (hard ? 3 : 0)) % problemMakers.length]!;
    const problem = maker(random);
    const wrong = nearNumbers(random, problem.right, problem.spread ?? [-3, -2, -1, 1, 2, 4], 0);
    const { options, answer } = placeOptions(
      random,
      String(problem.right),
      wrong.map((value) => String(Math.round(value * 10) / 10)),
    );
    drafts.push({
      point,
      typeCode: 'single_choose',
      context: p(problem.context),
      options: options.map((option) => `${option}${problem.unit}`),
      answer,
      difficulty: hard ? 5 : random.int(2, 4),
      scoreTenths: hard ? 15 : 10,
      analysis: p(`正确答案为${answer}。`, ...problem.steps),
      ...(i % 5 === 1 ? { media: 'audio' as const } : {}),
    });
  }
  return drafts;
}

export function quantDrafts(random: Random): Draft[] {
  return [
    ...seriesDrafts(random, 48),
    ...problemDrafts(random, 40, '数学运算', false),
    ...problemDrafts(random, 10, '真题压轴题', true),
  ];
}
