import type { EducationLevel, PoliticalRule } from '@shangan/shared';
import { mulberry32 } from '../../../lib/seeded-random.ts';

/**
 * Demo position tables (职位表) generated at seed time: the same rows on every machine (a
 * seeded generator, no Math.random), varied the way real tables are — many tax and customs
 * posts in the national exam, courts, market regulators and townships in the provincial one,
 * grassroots posts for 选调生 — with majors, education and requirements that fit each post.
 */
export interface SeedPosition {
  code: string;
  department: string;
  unit: string;
  positionName: string;
  intro: string;
  quota: number;
  education: string;
  educationMin: EducationLevel;
  educationOnly: boolean;
  degree: string;
  major: string;
  politicalRule: PoliticalRule;
  grassrootsYears: number;
  otherRequirements: string;
  location: string;
  region: string;
}

/** Seeded, so the demo tables never change between seeds. */
function generator(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Picks by weight: [[item, weight], …]. */
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

type Rng = ReturnType<typeof generator>;

interface Education {
  text: string;
  min: EducationLevel;
  only: boolean;
  degree: string;
}

const EDU = {
  college: { text: '大专及以上', min: 'college', only: false, degree: '不限' },
  bachelor: { text: '本科及以上', min: 'bachelor', only: false, degree: '学士及以上' },
  bachelorOnly: { text: '仅限本科', min: 'bachelor', only: true, degree: '学士' },
  master: { text: '硕士研究生及以上', min: 'master', only: false, degree: '硕士及以上' },
  masterOnly: { text: '仅限硕士研究生', min: 'master', only: true, degree: '硕士' },
} as const satisfies Record<string, Education>;

/** Majors as tables write them: undergraduate classes, and the postgraduate disciplines. */
const MAJORS: Record<string, readonly [bachelor: string, postgraduate: string]> = {
  tax: ['财政学类、经济学类、会计学、审计学、财务管理', '财政学、税务、会计学、审计'],
  law: ['法学类', '法学、法律'],
  computer: ['计算机类、电子信息类', '计算机科学与技术、软件工程、网络空间安全'],
  trade: ['经济学类、国际经济与贸易、物流管理', '应用经济学、国际商务'],
  statistics: ['统计学类、数学类、经济学类', '统计学、应用统计、数量经济学'],
  writing: ['中国语言文学类、新闻传播学类', '中国语言文学、新闻与传播'],
  management: ['公共管理类、工商管理类', '公共管理、工商管理'],
  english: ['英语、翻译、商务英语', '英语语言文学、翻译'],
  food: ['化学类、食品科学与工程类、药学类', '化学、食品科学与工程、药学'],
  police: ['公安学类、公安技术类、法学类', '公安学、公安技术、法学'],
  finance: ['金融学类、会计学、经济学类', '金融学、金融、会计学'],
  environment: ['环境科学与工程类、生态学', '环境科学与工程、生态学'],
  civil: ['土木类、交通运输类、建筑类', '土木工程、交通运输工程、城乡规划学'],
  farming: ['农学、植物生产类、林学类', '作物学、农业、林学'],
  weather: ['大气科学类、地理科学类', '大气科学、气象'],
  engineering: ['机械类、电子信息类、材料类', '机械工程、电子科学与技术、材料科学与工程'],
  audit: ['审计学、会计学、财务管理、工程造价', '审计、会计学、工程管理'],
};

function majorText(rng: Rng, fields: readonly string[], education: Education): string {
  if (fields.length === 0) return '不限';
  const chosen = [...new Set([rng.pick(fields), rng.pick(fields)])];
  // Two fields may name the same major (经济学类 in both): each is listed once.
  const list = (side: 0 | 1) =>
    [...new Set(chosen.flatMap((f) => MAJORS[f]![side].split('、')))].join('、');
  const bachelor = list(0);
  const postgraduate = list(1);
  if (education.min === 'master') return `研究生：${postgraduate}`;
  if (education.min === 'college') return `专科：不限；本科：${bachelor}`;
  if (education.only) return `本科：${bachelor}`;
  return `本科：${bachelor}；研究生：${postgraduate}`;
}

interface Requirement {
  text: string;
  years?: number;
  rule?: PoliticalRule;
}

const COMMON_REQUIREMENTS: ReadonlyArray<readonly [Requirement | null, number]> = [
  [null, 10],
  [{ text: '在本单位最低服务年限为5年（含试用期）' }, 4],
  [{ text: '限2027年应届高校毕业生' }, 3],
  [{ text: '具有2年以上基层工作经历', years: 2 }, 2],
  [{ text: '需值夜班，工作强度较大' }, 1],
  [{ text: '大学英语六级考试成绩425分及以上' }, 1],
];

/** A post type within a department: its name, what it does, the majors it takes. */
interface Post {
  name: string;
  intro: string;
  fields: readonly string[];
  education: ReadonlyArray<readonly [Education, number]>;
  political?: ReadonlyArray<readonly [PoliticalRule, number]>;
  extra?: Requirement;
}

const MOSTLY_BACHELOR: ReadonlyArray<readonly [Education, number]> = [
  [EDU.bachelor, 12],
  [EDU.bachelorOnly, 2],
  [EDU.master, 3],
  [EDU.college, 2],
  [EDU.masterOnly, 1],
];
const GRADUATE: ReadonlyArray<readonly [Education, number]> = [
  [EDU.master, 4],
  [EDU.masterOnly, 1],
  [EDU.bachelor, 1],
];
const PARTY_SOMETIMES: ReadonlyArray<readonly [PoliticalRule, number]> = [
  ['any', 8],
  ['party', 2],
  ['party_or_league', 1],
];

function finish(
  rng: Rng,
  post: Post,
  base: Omit<
    SeedPosition,
    | 'positionName'
    | 'intro'
    | 'quota'
    | 'education'
    | 'educationMin'
    | 'educationOnly'
    | 'degree'
    | 'major'
    | 'politicalRule'
    | 'grassrootsYears'
    | 'otherRequirements'
  >,
  suffix: string,
  quota: number,
): SeedPosition {
  const education = rng.weighted(post.education);
  const common = rng.weighted(COMMON_REQUIREMENTS);
  const requirements = [post.extra, common].filter((r): r is Requirement => r !== null && !!r);
  const text = [...new Set(requirements.map((r) => r.text))].join('；');
  return {
    ...base,
    positionName: `${post.name}${suffix}`,
    intro: post.intro,
    quota,
    education: education.text,
    educationMin: education.min,
    educationOnly: education.only,
    degree: education.degree,
    major: majorText(rng, post.fields, education),
    politicalRule: post.extra?.rule ?? rng.weighted(post.political ?? PARTY_SOMETIMES),
    grassrootsYears: Math.max(0, ...requirements.map((r) => r.years ?? 0)),
    otherRequirements: text,
  };
}

const ORDINALS = ['（一）', '（二）', '（三）', '（四）'];

// ---------------------------------------------------------------------------------------------
// 2027 national exam

/** Provinces of the national exam's posts, each with cities and their districts. */
const PROVINCES: ReadonlyArray<
  readonly [province: string, cities: ReadonlyArray<readonly [string, readonly string[]]>]
> = [
  ['北京市', [['北京市', ['东城区', '西城区', '朝阳区', '海淀区', '丰台区', '通州区']]]],
  ['上海市', [['上海市', ['黄浦区', '徐汇区', '浦东新区', '闵行区', '嘉定区']]]],
  [
    '江苏省',
    [
      ['南京市', ['玄武区', '鼓楼区', '江宁区']],
      ['苏州市', ['姑苏区', '吴中区', '昆山市']],
      ['无锡市', ['梁溪区', '滨湖区']],
    ],
  ],
  [
    '浙江省',
    [
      ['杭州市', ['上城区', '西湖区', '萧山区']],
      ['宁波市', ['海曙区', '北仑区']],
      ['温州市', ['鹿城区', '瑞安市']],
    ],
  ],
  [
    '广东省',
    [
      ['广州市', ['天河区', '越秀区', '黄埔区']],
      ['深圳市', ['福田区', '南山区', '宝安区']],
      ['东莞市', ['南城街道', '长安镇']],
    ],
  ],
  [
    '山东省',
    [
      ['济南市', ['历下区', '槐荫区']],
      ['青岛市', ['市南区', '黄岛区']],
      ['烟台市', ['芝罘区', '龙口市']],
    ],
  ],
  [
    '四川省',
    [
      ['成都市', ['锦江区', '武侯区', '双流区']],
      ['绵阳市', ['涪城区', '江油市']],
    ],
  ],
  [
    '湖北省',
    [
      ['武汉市', ['江岸区', '洪山区', '东西湖区']],
      ['宜昌市', ['西陵区', '宜都市']],
    ],
  ],
  [
    '河南省',
    [
      ['郑州市', ['金水区', '二七区']],
      ['洛阳市', ['西工区', '偃师区']],
    ],
  ],
  [
    '陕西省',
    [
      ['西安市', ['雁塔区', '未央区', '长安区']],
      ['宝鸡市', ['渭滨区', '凤翔区']],
    ],
  ],
  [
    '福建省',
    [
      ['福州市', ['鼓楼区', '仓山区']],
      ['厦门市', ['思明区', '湖里区']],
    ],
  ],
  [
    '湖南省',
    [
      ['长沙市', ['芙蓉区', '岳麓区']],
      ['岳阳市', ['岳阳楼区', '汨罗市']],
    ],
  ],
  ['重庆市', [['重庆市', ['渝中区', '江北区', '万州区', '涪陵区']]]],
  [
    '云南省',
    [
      ['昆明市', ['五华区', '官渡区']],
      ['红河哈尼族彝族自治州', ['蒙自市', '河口瑶族自治县']],
    ],
  ],
];

/** Short province names as department names use them (国家税务总局江苏省税务局 …). */
const PROVINCE_SHORT: Record<string, string> = {
  北京市: '北京',
  上海市: '上海',
  江苏省: '江苏',
  浙江省: '浙江',
  广东省: '广东',
  山东省: '山东',
  四川省: '四川',
  湖北省: '湖北',
  河南省: '河南',
  陕西省: '陕西',
  福建省: '福建',
  湖南省: '湖南',
  重庆市: '重庆',
  云南省: '云南',
};

/** Customs districts (直属海关) by province, with their subordinate offices. */
const CUSTOMS: Record<string, readonly [string, readonly string[]]> = {
  北京市: ['北京海关', ['首都机场海关', '大兴机场海关', '北京朝阳海关']],
  上海市: ['上海海关', ['浦东机场海关', '洋山海关', '外高桥港区海关']],
  江苏省: ['南京海关', ['金陵海关', '苏州工业园区海关', '无锡海关']],
  浙江省: ['杭州海关', ['萧山机场海关', '温州海关']],
  广东省: ['广州海关', ['白云机场海关', '黄埔海关']],
  山东省: ['青岛海关', ['大港海关', '烟台海关']],
  四川省: ['成都海关', ['双流机场海关', '天府机场海关']],
  湖北省: ['武汉海关', ['天河机场海关', '宜昌海关']],
  河南省: ['郑州海关', ['新郑机场海关', '洛阳海关']],
  陕西省: ['西安海关', ['咸阳机场海关', '西安关中海关']],
  福建省: ['厦门海关', ['东渡海关', '高崎机场海关']],
  湖南省: ['长沙海关', ['黄花机场海关', '岳阳海关']],
  重庆市: ['重庆海关', ['江北机场海关', '两路寸滩海关']],
  云南省: ['昆明海关', ['河口海关', '长水机场海关']],
};

const TAX_POSTS: Post[] = [
  {
    name: '一级行政执法员',
    intro: '从事税收征管、纳税服务等工作',
    fields: ['tax', 'law', 'computer', 'statistics'],
    education: MOSTLY_BACHELOR,
  },
  {
    name: '一级主任科员及以下',
    intro: '从事税收风险管理、税务稽查等工作',
    fields: ['tax', 'finance', 'audit'],
    education: MOSTLY_BACHELOR,
  },
  {
    name: '信息技术岗一级行政执法员',
    intro: '从事税收信息化建设与数据分析工作',
    fields: ['computer', 'statistics'],
    education: MOSTLY_BACHELOR,
  },
];
const CUSTOMS_POSTS: Post[] = [
  {
    name: '海关业务一级主任科员及以下',
    intro: '从事海关通关监管、查验等工作',
    fields: ['trade', 'law', 'english'],
    education: MOSTLY_BACHELOR,
  },
  {
    name: '海关检验检疫一级主任科员及以下',
    intro: '从事进出口食品、商品检验检疫工作',
    fields: ['food', 'farming'],
    education: MOSTLY_BACHELOR,
    extra: { text: '需经常值夜班，工作地点为口岸一线' },
  },
  {
    name: '海关稽查一级主任科员及以下',
    intro: '从事海关稽查、核查工作',
    fields: ['audit', 'finance', 'tax'],
    education: MOSTLY_BACHELOR,
  },
];
const STATS_POSTS: Post[] = [
  {
    name: '统计调查一级科员',
    intro: '从事住户、价格、农业等统计调查工作',
    fields: ['statistics', 'computer', 'trade'],
    education: MOSTLY_BACHELOR,
  },
];
const BORDER_POSTS: Post[] = [
  {
    name: '边检业务一级警长以下',
    intro: '从事出入境边防检查工作',
    fields: ['police', 'english', 'law'],
    education: MOSTLY_BACHELOR,
    extra: { text: '需参加体能测评，身体条件符合人民警察录用标准', rule: 'party_or_league' },
  },
];
const REGULATOR_POSTS: Post[] = [
  {
    name: '监管一级主任科员及以下',
    intro: '从事证券期货市场监管工作',
    fields: ['finance', 'law', 'audit'],
    education: GRADUATE,
    extra: { text: '具有证券、期货或会计从业相关实习经历者优先' },
  },
];
const WEATHER_POSTS: Post[] = [
  {
    name: '气象业务一级科员',
    intro: '从事天气预报、气象服务工作',
    fields: ['weather'],
    education: MOSTLY_BACHELOR,
  },
];
const CENTRAL: ReadonlyArray<readonly [department: string, units: readonly string[], post: Post]> =
  [
    [
      '外交部',
      ['亚洲司', '欧亚司', '翻译司'],
      {
        name: '外交业务一级主任科员及以下',
        intro: '从事外交政策研究与对外交往工作',
        fields: ['english', 'law', 'writing'],
        education: GRADUATE,
        extra: { text: '需参加外语水平测试；需长期驻外工作', rule: 'party' },
      },
    ],
    [
      '国家发展和改革委员会',
      ['国民经济综合司', '产业发展司', '价格司'],
      {
        name: '经济政策研究一级主任科员及以下',
        intro: '从事宏观经济与产业政策研究工作',
        fields: ['trade', 'statistics', 'finance'],
        education: GRADUATE,
        extra: { text: '具有较强的文字综合能力', rule: 'party' },
      },
    ],
    [
      '商务部',
      ['外贸司', '市场建设司'],
      {
        name: '商务业务一级主任科员及以下',
        intro: '从事对外贸易与市场流通管理工作',
        fields: ['trade', 'english', 'law'],
        education: GRADUATE,
      },
    ],
    [
      '国家知识产权局专利局',
      ['审查业务管理部', '机械发明审查部', '电学发明审查部'],
      {
        name: '专利审查员',
        intro: '从事发明专利申请的实质审查工作',
        fields: ['engineering', 'computer', 'food'],
        education: MOSTLY_BACHELOR,
        extra: { text: '大学英语四级考试成绩425分及以上' },
      },
    ],
    [
      '审计署',
      ['财政审计局', '金融审计司', '经济责任审计司'],
      {
        name: '审计业务一级主任科员及以下',
        intro: '从事财政、金融审计工作',
        fields: ['audit', 'finance', 'law', 'computer'],
        education: MOSTLY_BACHELOR,
        extra: { text: '需经常出差' },
      },
    ],
    [
      '国家铁路局',
      ['安全监察司', '科技与法制司'],
      {
        name: '行政执法一级主任科员及以下',
        intro: '从事铁路安全监督管理工作',
        fields: ['civil', 'engineering', 'law'],
        education: MOSTLY_BACHELOR,
      },
    ],
  ];

/** About 280 posts of the 2027 national exam; codes are 12 digits beginning 1. */
export function nationalPositions(): SeedPosition[] {
  const rng = generator(2027_01);
  const rows: SeedPosition[] = [];
  let department = 0;
  const add = (
    dept: string,
    unit: string,
    post: Post,
    province: string,
    location: string,
    count: number,
  ) => {
    department += 1;
    for (let n = 0; n < count; n++) {
      const code = `1${String(department).padStart(5, '0')}${String(rng.int(0, 999)).padStart(3, '0')}${String(n + 1).padStart(3, '0')}`;
      rows.push(
        finish(
          rng,
          post,
          { code, department: dept, unit, location, region: province },
          count > 1 ? (ORDINALS[n] ?? `（${n + 1}）`) : '',
          rng.weighted([
            [1, 10],
            [2, 5],
            [3, 2],
            [5, 1],
          ] as const),
        ),
      );
    }
  };

  for (const [department, units, post] of CENTRAL) {
    for (const unit of units) add(department, unit, post, '北京市', '北京市西城区', rng.int(1, 2));
  }
  for (const [province, cities] of PROVINCES) {
    const short = PROVINCE_SHORT[province]!;
    for (const [city, districts] of cities) {
      const municipality = province === city;
      for (const district of districts) {
        const location = municipality ? `${city}${district}` : `${province}${city}${district}`;
        const bureau = municipality
          ? `国家税务总局${short}市${district}税务局`
          : `国家税务总局${city}${district}税务局`;
        add(
          `国家税务总局${short}${municipality ? '市' : '省'}税务局`,
          bureau,
          rng.pick(TAX_POSTS),
          province,
          location,
          rng.int(1, 3),
        );
      }
      if (rng.next() < 0.6) {
        add(
          `国家统计局${short}调查总队`,
          `国家统计局${city.replace(/市$/, '')}调查队`,
          STATS_POSTS[0]!,
          province,
          municipality ? city : `${province}${city}`,
          1,
        );
      }
    }
    const [customs, offices] = CUSTOMS[province]!;
    for (const office of offices) {
      add(
        customs,
        office,
        rng.pick(CUSTOMS_POSTS),
        province,
        `${province}${province.endsWith('市') ? '' : cities0(cities)}`,
        rng.int(1, 3),
      );
    }
    if (rng.next() < 0.5)
      add(
        `${short}出入境边防检查总站`,
        `${short}出入境边防检查站`,
        BORDER_POSTS[0]!,
        province,
        province,
        rng.int(1, 2),
      );
    if (rng.next() < 0.5)
      add(
        `中国证券监督管理委员会${short}监管局`,
        '机构监管处',
        REGULATOR_POSTS[0]!,
        province,
        province,
        1,
      );
    if (rng.next() < 0.5)
      add(
        `${short}${province.endsWith('市') ? '市' : '省'}气象局`,
        '观测与网络处',
        WEATHER_POSTS[0]!,
        province,
        province,
        1,
      );
  }
  return rows;
}

const cities0 = (cities: ReadonlyArray<readonly [string, readonly string[]]>) => cities[0]![0];

// ---------------------------------------------------------------------------------------------
// 2027 Jiangsu provincial exam and 选调生

const JIANGSU: ReadonlyArray<readonly [city: string, districts: readonly string[]]> = [
  [
    '南京市',
    [
      '玄武区',
      '秦淮区',
      '建邺区',
      '鼓楼区',
      '栖霞区',
      '江宁区',
      '浦口区',
      '六合区',
      '溧水区',
      '高淳区',
    ],
  ],
  ['苏州市', ['姑苏区', '吴中区', '相城区', '吴江区', '常熟市', '张家港市', '昆山市', '太仓市']],
  ['无锡市', ['梁溪区', '锡山区', '惠山区', '滨湖区', '江阴市', '宜兴市']],
  ['常州市', ['天宁区', '钟楼区', '新北区', '武进区', '溧阳市']],
  ['南通市', ['崇川区', '通州区', '海门区', '如皋市', '启东市']],
  ['徐州市', ['鼓楼区', '云龙区', '铜山区', '邳州市', '沛县']],
  ['扬州市', ['广陵区', '邗江区', '江都区', '仪征市', '高邮市']],
  ['盐城市', ['亭湖区', '盐都区', '大丰区', '东台市', '射阳县']],
  ['淮安市', ['清江浦区', '淮安区', '淮阴区', '涟水县']],
  ['连云港市', ['海州区', '连云区', '赣榆区', '东海县']],
  ['泰州市', ['海陵区', '姜堰区', '兴化市', '泰兴市']],
  ['镇江市', ['京口区', '润州区', '丹徒区', '丹阳市']],
  ['宿迁市', ['宿城区', '宿豫区', '沭阳县', '泗阳县']],
];

const TOWNS = [
  '城关镇',
  '新城街道',
  '开发区街道',
  '临湖镇',
  '东坝镇',
  '桥头镇',
  '双河镇',
  '高新街道',
];

const JIANGSU_POSTS: ReadonlyArray<
  readonly [department: (city: string, district: string) => string, Post, number]
> = [
  [
    (c, d) => `${c}${d}人民法院`,
    {
      name: '法官助理',
      intro: '协助法官从事审判辅助工作',
      fields: ['law'],
      education: MOSTLY_BACHELOR,
      extra: { text: '通过国家统一法律职业资格考试（A类）' },
    },
    3,
  ],
  [
    (c, d) => `${c}${d}人民检察院`,
    {
      name: '检察官助理',
      intro: '协助检察官从事检察业务工作',
      fields: ['law'],
      education: MOSTLY_BACHELOR,
      extra: { text: '通过国家统一法律职业资格考试（A类）', rule: 'party_or_league' },
    },
    2,
  ],
  [
    (c, d) => `${c}${d}市场监督管理局`,
    {
      name: '市场监管所综合执法',
      intro: '从事基层市场监管、食品安全执法工作',
      fields: ['food', 'law', 'management'],
      education: MOSTLY_BACHELOR,
    },
    4,
  ],
  [
    (c, d) => `${c}公安局${d}分局`,
    {
      name: '人民警察',
      intro: '从事基层公安执法勤务工作',
      fields: ['police', 'law', 'computer'],
      education: MOSTLY_BACHELOR,
      extra: { text: '需参加体能测评，身体条件符合人民警察录用标准；需值夜班' },
    },
    3,
  ],
  [
    (c, d) => `${c}${d}财政局`,
    {
      name: '财政管理',
      intro: '从事预算管理、财政监督工作',
      fields: ['tax', 'finance', 'audit'],
      education: MOSTLY_BACHELOR,
    },
    2,
  ],
  [
    (c, d) => `${c}${d}司法局`,
    {
      name: '司法所工作人员',
      intro: '从事基层人民调解、社区矫正工作',
      fields: ['law'],
      education: MOSTLY_BACHELOR,
    },
    2,
  ],
  [
    (c, d) => `${c}生态环境局${d}分局`,
    {
      name: '环境执法',
      intro: '从事生态环境监督执法工作',
      fields: ['environment', 'law'],
      education: MOSTLY_BACHELOR,
    },
    2,
  ],
  [
    (c, d) => `${c}${d}统计局`,
    {
      name: '统计调查',
      intro: '从事统计调查与数据分析工作',
      fields: ['statistics', 'computer'],
      education: MOSTLY_BACHELOR,
    },
    1,
  ],
  [
    (c, d) => `${c}${d}应急管理局`,
    {
      name: '安全生产监管',
      intro: '从事安全生产监督检查工作',
      fields: ['engineering', 'civil', 'environment'],
      education: MOSTLY_BACHELOR,
    },
    1,
  ],
  [
    (c, d) => `${c}${d}人民政府办公室`,
    {
      name: '文字综合',
      intro: '从事文稿起草、政务信息工作',
      fields: ['writing', 'management'],
      education: MOSTLY_BACHELOR,
      political: [
        ['any', 2],
        ['party', 1],
      ],
    },
    2,
  ],
];

const PROVINCIAL_OFFICES: ReadonlyArray<readonly [string, Post]> = [
  [
    '江苏省发展和改革委员会',
    {
      name: '经济运行分析',
      intro: '从事经济运行监测分析工作',
      fields: ['trade', 'statistics'],
      education: GRADUATE,
      extra: { text: '具有较强的文字综合能力', rule: 'party' },
    },
  ],
  [
    '江苏省财政厅',
    {
      name: '预算管理',
      intro: '从事省级预算编制与执行管理工作',
      fields: ['tax', 'finance', 'audit'],
      education: GRADUATE,
    },
  ],
  [
    '江苏省教育厅',
    {
      name: '教育管理',
      intro: '从事教育政策研究与管理工作',
      fields: ['management', 'writing'],
      education: GRADUATE,
    },
  ],
  [
    '江苏省自然资源厅',
    {
      name: '国土空间规划',
      intro: '从事国土空间规划与用途管制工作',
      fields: ['civil', 'environment'],
      education: GRADUATE,
    },
  ],
  [
    '江苏省交通运输厅',
    {
      name: '交通工程管理',
      intro: '从事交通基础设施建设管理工作',
      fields: ['civil', 'engineering'],
      education: MOSTLY_BACHELOR,
    },
  ],
  [
    '江苏省审计厅',
    {
      name: '审计业务',
      intro: '从事财政财务收支审计工作',
      fields: ['audit', 'finance', 'computer'],
      education: MOSTLY_BACHELOR,
      extra: { text: '需经常出差' },
    },
  ],
];

/** About 280 posts of the 2027 Jiangsu provincial exam; codes are 10 digits beginning 32. */
export function jiangsuPositions(): SeedPosition[] {
  const rng = generator(2027_32);
  const rows: SeedPosition[] = [];
  let unitSeq = 0;
  const add = (department: string, post: Post, location: string, region: string, count: number) => {
    unitSeq += 1;
    for (let n = 0; n < count; n++) {
      rows.push(
        finish(
          rng,
          post,
          {
            code: `32${String(unitSeq).padStart(4, '0')}${String(rng.int(0, 99)).padStart(2, '0')}${String(n + 1).padStart(2, '0')}`,
            department,
            unit: department,
            location,
            region,
          },
          count > 1 ? (ORDINALS[n] ?? `（${n + 1}）`) : '',
          rng.weighted([
            [1, 12],
            [2, 4],
            [3, 1],
          ] as const),
        ),
      );
    }
  };
  for (const [office, post] of PROVINCIAL_OFFICES) {
    add(office, post, '江苏省南京市', '省级机关', rng.int(1, 2));
  }
  for (const [city, districts] of JIANGSU) {
    for (const district of districts) {
      // Each district recruits for a few of its offices.
      const offices = JIANGSU_POSTS.filter(([, , weight]) => rng.next() < 0.1 * weight);
      for (const [department, post] of offices.length > 0 ? offices : [JIANGSU_POSTS[2]!]) {
        add(department(city, district), post, `${city}${district}`, city, rng.int(1, 2));
      }
      if (rng.next() < 0.5) {
        const town = rng.pick(TOWNS);
        add(
          `${city}${district}${town}`,
          {
            name: '乡镇机关综合管理',
            intro: '从事乡镇（街道）综合管理与服务工作',
            fields: rng.next() < 0.5 ? [] : ['management', 'farming', 'law'],
            education: [
              [EDU.college, 2],
              [EDU.bachelor, 3],
            ],
            extra: { text: '在乡镇（街道）最低服务年限为5年' },
          },
          `${city}${district}${town}`,
          city,
          1,
        );
      }
    }
  }
  return rows;
}

/** About 40 grassroots posts of the 2027 Jiangsu 选调生 selection; codes XD + 5 digits. */
export function xuandiaoPositions(): SeedPosition[] {
  const rng = generator(2027_99);
  const rows: SeedPosition[] = [];
  for (const [index, [city, districts]] of JIANGSU.entries()) {
    const chosen = districts.filter(() => rng.next() < 0.6).slice(0, 5);
    for (const [n, district] of (chosen.length > 0 ? chosen : [districts[0]!]).entries()) {
      const graduate = rng.next() < 0.4;
      const education = graduate ? EDU.master : EDU.bachelor;
      const fieldsets: ReadonlyArray<readonly string[]> = [
        [],
        ['management', 'law', 'writing'],
        ['trade', 'finance', 'statistics'],
        ['farming', 'environment', 'civil'],
      ];
      rows.push({
        code: `XD${String(index + 1).padStart(2, '0')}${String(n + 1).padStart(3, '0')}`,
        department: `中共${city}委组织部`,
        unit: `${district}乡镇（街道）`,
        positionName: graduate ? '定向选调生（研究生）' : '定向选调生（本科）',
        intro: '到乡镇（街道）从事基层综合管理工作，2年后根据工作需要统筹使用',
        quota: rng.weighted([
          [2, 4],
          [3, 3],
          [5, 2],
          [8, 1],
        ] as const),
        education: education.text,
        educationMin: education.min,
        educationOnly: false,
        degree: education.degree,
        major: majorText(rng, rng.pick(fieldsets), education),
        politicalRule: rng.next() < 0.7 ? 'party' : 'party_or_league',
        grassrootsYears: 0,
        otherRequirements:
          '限2027年普通高校应届毕业生，担任过学生干部或有社会实践经历；在乡镇（街道）工作不少于2年',
        location: `${city}${district}`,
        region: city,
      });
    }
  }
  return rows;
}
