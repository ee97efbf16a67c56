/**
 * The demo online school: teachers, courses of every kind with their chapters and lessons, and
 * the reviews learners left. Prices in fen; video lengths in seconds (kept short: the demo's
 * videos are slides with captions, made on their first play).
 */

export interface DemoTeacher {
  key: string;
  name: string;
  title: string;
  years: number;
  hair: 'short' | 'long';
  intro: string;
}

export const DEMO_TEACHERS: DemoTeacher[] = [
  {
    key: 'li',
    name: '李文博',
    title: '行测首席讲师',
    years: 12,
    hair: 'short',
    intro:
      '北京大学管理学硕士，从事公考培训十二年，主讲判断推理与行测系统课，擅长把复杂题型拆成可复制的解题步骤，学员遍布中央部委与各省直机关。',
  },
  {
    key: 'chen',
    name: '陈思远',
    title: '数量关系与资料分析讲师',
    years: 8,
    hair: 'short',
    intro:
      '数学专业出身，独创“估算三板斧”速算体系，资料分析平均提速40%。授课节奏明快，注重限时训练与错因复盘。',
  },
  {
    key: 'wang',
    name: '王静怡',
    title: '申论主讲',
    years: 10,
    hair: 'long',
    intro:
      '曾任地方党政机关文字秘书，熟悉公文写作与政策表达。主讲归纳概括、综合分析与大作文，强调“材料—要点—表达”三步走。',
  },
  {
    key: 'zhao',
    name: '赵立新',
    title: '结构化面试名师',
    years: 15,
    hair: 'short',
    intro:
      '曾多次受邀担任事业单位面试考官，十五年面试辅导经验。课堂以真题模拟和逐句点评为主，帮助考生找到自然、有条理的表达方式。',
  },
  {
    key: 'sun',
    name: '孙雨桐',
    title: '选调生备考讲师',
    years: 7,
    hair: 'long',
    intro:
      '定向选调生出身，基层工作三年后转入公考教研，熟悉各省选调政策与笔面试特点，主讲选调综合知识与基层工作案例。',
  },
  {
    key: 'zhou',
    name: '周海峰',
    title: '公基与常识讲师',
    years: 9,
    hair: 'short',
    intro:
      '法学硕士，主讲政治理论、法律常识与公共基础知识，善于用时事串联考点，帮助考生用最少的时间覆盖高频知识。',
  },
  {
    key: 'liu',
    name: '刘晓萌',
    title: '言语理解讲师',
    years: 6,
    hair: 'long',
    intro:
      '中文系硕士，主讲片段阅读、逻辑填空与语句表达，总结“主旨五步法”和高频成语辨析表，课程轻松易懂。',
  },
];

export interface DemoLesson {
  title: string;
  kind?: 'video' | 'document' | 'exercise' | 'live';
  /** 试看 */
  trial?: boolean;
  /** A video's length. */
  seconds?: number;
  /** A video's captions, or a handout's points. */
  lines: string[];
  /** An exercise's question-bank section, by its name. */
  section?: string;
  /** A live lesson's start, days after the seed (a fraction for hours; negative: past). */
  liveInDays?: number;
}

export interface DemoChapter {
  title: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  key: string;
  kind: 'system' | 'micro' | 'public' | 'package';
  subject: '行测' | '申论' | '面试' | '公基' | '选调';
  exam: '国考' | '省考' | '选调生' | '事业单位';
  title: string;
  subtitle: string;
  /** 0: free. */
  price: number;
  originalPrice?: number;
  vipFree?: boolean;
  validityDays: number;
  trialSeconds: number;
  tags: string[];
  intro: string;
  highlights: string[];
  suits: string[];
  /** People who had bought it before the site opened. */
  sales: number;
  teachers: string[];
  chapters: DemoChapter[];
  /** A package's member courses, by key. */
  members?: string[];
  publishedDaysAgo: number;
}

const v = (title: string, seconds: number, lines: string[], trial = false): DemoLesson => ({
  title,
  seconds,
  lines,
  trial,
});
const handout = (title: string, lines: string[]): DemoLesson => ({
  title,
  kind: 'document',
  lines,
});
const exercise = (title: string, section: string): DemoLesson => ({
  title,
  kind: 'exercise',
  section,
  lines: [],
});
const live = (title: string, liveInDays: number): DemoLesson => ({
  title,
  kind: 'live',
  liveInDays,
  lines: [],
});

export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'xc-system',
    kind: 'system',
    subject: '行测',
    exam: '国考',
    title: '2027国考行测系统精讲班',
    subtitle: '五大模块全覆盖 · 方法精讲 + 真题演练 + 限时训练',
    price: 59_900,
    originalPrice: 89_900,
    validityDays: 365,
    trialSeconds: 30,
    tags: ['国考', '行测', '系统课', '零基础'],
    intro:
      '课程按国考行测五大模块编排：言语理解与表达、数量关系、判断推理、资料分析、常识判断。每个模块先讲题型与方法，再用近五年真题演练，最后限时训练巩固。\n\n适合第一次备考国考、希望建立完整行测知识体系的考生。购买后365天内可反复观看，配套讲义与题库练习同步开放。',
    highlights: [
      '五大模块42个题型逐一拆解，方法可复制',
      '近五年国考真题精讲，命题规律一目了然',
      '每章配套题库练习，学完即练',
      '讲义可下载打印，随时复习',
    ],
    suits: ['首次备考国考的考生', '行测基础薄弱、做题无方法的考生', '希望系统提分到70分以上的考生'],
    sales: 3286,
    teachers: ['li', 'chen', 'liu'],
    publishedDaysAgo: 40,
    chapters: [
      {
        title: '第一章 言语理解与表达',
        lessons: [
          v(
            '1.1 片段阅读：主旨概括五步法',
            90,
            [
              '片段阅读占言语理解的一半以上',
              '第一步：找关联词，判断行文脉络',
              '第二步：抓主题词，锁定论述对象',
              '第三步：辨别转折与总结，找出重点句',
              '第四步：对比选项，排除偷换与扩大',
              '第五步：回到原文，检验是否全面',
            ],
            true,
          ),
          v('1.2 逻辑填空：语境分析与辨析', 100, [
            '逻辑填空考的是语境与词义的匹配',
            '先读整句，找出提示信息',
            '再辨析词语的轻重、范围与搭配',
            '成语题注意语义侧重与感情色彩',
          ]),
          v('1.3 语句表达：排序与衔接', 80, [
            '语句排序先找首句特征',
            '再看捆绑：指代、关联词、时间顺序',
            '衔接题关注话题一致与上下文照应',
          ]),
          handout('1.4 言语理解讲义', [
            '片段阅读：转折之后是重点，“但是、然而、其实”后面的内容最可能是主旨。',
            '因果关系中，结论往往比原因更重要，“因此、所以、可见”引导的句子要重点关注。',
            '逻辑填空：先找语境中的对应、解释与递进关系，再辨析词义。',
            '语句排序：先看首句，再找捆绑，最后验证尾句。',
            '课后请完成题库“片段阅读”专项练习20题。',
          ]),
          exercise('1.5 随堂练习：片段阅读', '片段阅读'),
        ],
      },
      {
        title: '第二章 数量关系',
        lessons: [
          v('2.1 数字推理：四类常见数列', 90, [
            '等差、等比、和数列、积数列',
            '先看趋势，再做差或做商',
            '多级数列要耐心，分组数列看奇偶',
          ]),
          v('2.2 数学运算：工程问题赋值法', 110, [
            '工程问题的核心是“总量 = 效率 × 时间”',
            '赋总量为时间的最小公倍数',
            '再求各自效率，列式计算',
            '多人合作注意效率相加',
          ]),
          v('2.3 数学运算：行程问题画图法', 100, [
            '相遇追及问题先画线段图',
            '相遇：路程和 = 速度和 × 时间',
            '追及：路程差 = 速度差 × 时间',
          ]),
        ],
      },
      {
        title: '第三章 判断推理',
        lessons: [
          v(
            '3.1 图形推理：位置与样式规律',
            90,
            [
              '图形推理先看整体，再看细节',
              '位置规律：平移、旋转、翻转',
              '样式规律：叠加、遍历、数量',
            ],
            true,
          ),
          v('3.2 定义判断：抓关键要素', 80, [
            '定义判断只看定义本身，不靠常识',
            '拆出主体、客体、条件与目的',
            '逐项比对选项，一个要素不符即排除',
          ]),
          v('3.3 逻辑判断：翻译推理', 120, [
            '如果P那么Q，翻译为 P → Q',
            '逆否命题等价：非Q → 非P',
            '“只有…才…”后推前',
            '“或”关系：否定一项必然肯定另一项',
          ]),
        ],
      },
      {
        title: '第四章 资料分析',
        lessons: [
          v('4.1 增长率与增长量速算', 110, [
            '增长量 = 现期量 × 增长率 / (1 + 增长率)',
            '百化分：12.5% ≈ 1/8，14.3% ≈ 1/7',
            '估算时注意误差方向',
          ]),
          v('4.2 比重与平均数', 90, [
            '比重 = 部分 / 整体',
            '比重变化看部分增长率与整体增长率',
            '平均数问题先找总量与个数',
          ]),
          exercise('4.3 随堂练习：表格资料', '表格资料'),
        ],
      },
      {
        title: '第五章 直播答疑',
        lessons: [live('5.1 行测冲刺直播答疑', 1 / 24)],
      },
    ],
  },
  {
    key: 'sl-system',
    kind: 'system',
    subject: '申论',
    exam: '省考',
    title: '2027省考申论高分写作班',
    subtitle: '归纳概括 · 综合分析 · 大作文 三步拿高分',
    price: 39_900,
    originalPrice: 59_900,
    validityDays: 180,
    trialSeconds: 30,
    tags: ['省考', '申论', '写作', '大作文'],
    intro:
      '从材料阅读到要点提炼，再到规范表达，课程带你建立申论作答的完整流程。大作文部分提供立意、结构与素材三套模板，配合真题逐篇精讲。\n\n购买后180天内有效，讲义可随时查看。',
    highlights: [
      '材料阅读“四看”法，要点不遗漏',
      '大作文立意三步定位',
      '规范词与金句素材库',
      '省考真题逐篇精讲',
    ],
    suits: ['申论总分不到60分的考生', '大作文无从下笔的考生', '参加2027各省省考的考生'],
    sales: 1942,
    teachers: ['wang'],
    publishedDaysAgo: 30,
    chapters: [
      {
        title: '第一章 归纳概括',
        lessons: [
          v(
            '1.1 材料阅读“四看”法',
            90,
            ['一看标题与作答要求', '二看段落首尾句', '三看关键词与数据', '四看典型案例的启示'],
            true,
          ),
          v('1.2 要点提炼与合并', 100, [
            '同类要点合并，避免重复',
            '按“问题—原因—对策”分类',
            '表述用规范词，简洁准确',
          ]),
          v('1.3 真题精讲：概括问题', 110, [
            '审题：概括的对象和范围',
            '找点：逐段标注问题表现',
            '加工：归类、提炼、排序',
          ]),
        ],
      },
      {
        title: '第二章 综合分析',
        lessons: [
          v('2.1 解释型分析题', 90, [
            '先解释含义，再分析原因',
            '结合材料说明影响与意义',
            '最后提出态度或做法',
          ]),
          v('2.2 评价型分析题', 90, [
            '先亮明观点，再分点论证',
            '辩证看待：肯定与不足',
            '结尾落到对策或启示',
          ]),
        ],
      },
      {
        title: '第三章 大作文',
        lessons: [
          v('3.1 立意三步定位', 120, [
            '第一步：找材料的主题词',
            '第二步：明确总论点',
            '第三步：拆分分论点',
          ]),
          v('3.2 文章结构与段落写法', 120, [
            '开头：背景引入，亮出总论点',
            '主体：分论点 + 论证 + 小结',
            '结尾：总结升华，呼应开头',
          ]),
          handout('3.3 申论规范词与金句讲义', [
            '基层治理：共建共治共享、网格化管理、“最多跑一次”。',
            '乡村振兴：产业兴旺、生态宜居、乡风文明、治理有效、生活富裕。',
            '民生保障：兜底线、织密网、建机制。',
            '开头金句：时代是出卷人，我们是答卷人，人民是阅卷人。',
          ]),
        ],
      },
    ],
  },
  {
    key: 'ms-system',
    kind: 'system',
    subject: '面试',
    exam: '国考',
    title: '结构化面试通关特训营',
    subtitle: '六大题型精讲 + 真题模拟 + 逐句点评',
    price: 129_900,
    originalPrice: 159_900,
    validityDays: 365,
    trialSeconds: 30,
    tags: ['面试', '结构化', '国考', '省考'],
    intro:
      '面向进入面试的考生，课程覆盖结构化面试六大题型，讲清答题思路与表达技巧，配合真题模拟与名师逐句点评，帮助你在考场上自然、有条理地表达。',
    highlights: [
      '六大题型答题框架',
      '名师真题示范作答',
      '考场礼仪与心态调整',
      '一年有效，可反复学习',
    ],
    suits: ['笔试进面的考生', '第一次参加结构化面试的考生', '面试分数不理想、想突破的考生'],
    sales: 1208,
    teachers: ['zhao'],
    publishedDaysAgo: 25,
    chapters: [
      {
        title: '第一章 面试认知',
        lessons: [
          v(
            '1.1 结构化面试是什么',
            80,
            [
              '结构化面试：统一题目、统一评分标准',
              '考官关注：综合分析、计划组织、人际沟通、应变能力',
              '答题时间与节奏控制',
            ],
            true,
          ),
          v('1.2 考场礼仪与开场', 70, ['进场、问好、落座', '审题时间合理利用', '结束语简洁得体']),
        ],
      },
      {
        title: '第二章 综合分析题',
        lessons: [
          v('2.1 社会现象类', 110, [
            '表态：亮明观点',
            '分析：原因、影响两个层面',
            '对策：具体可行，有落脚点',
          ]),
          v('2.2 名言警句类', 100, ['解释含义，联系实际', '结合岗位谈认识', '落到自身的行动']),
        ],
      },
      {
        title: '第三章 组织计划与人际关系',
        lessons: [
          v('3.1 组织计划：调研活动', 100, [
            '明确目的与对象',
            '事前准备、事中实施、事后总结',
            '突出重点环节与创新做法',
          ]),
          v('3.2 人际关系：与领导意见不一致', 90, [
            '态度：尊重领导，顾全大局',
            '沟通：换位思考，讲究方法',
            '落实：先执行，再反馈',
          ]),
        ],
      },
      {
        title: '第四章 应急应变',
        lessons: [
          v('4.1 应急应变题的答题思路', 100, [
            '稳定情绪，控制局面',
            '分清轻重缓急，逐一解决',
            '事后总结，防止再发',
          ]),
        ],
      },
    ],
  },
  {
    key: 'zl-micro',
    kind: 'micro',
    subject: '行测',
    exam: '国考',
    title: '资料分析速算技巧',
    subtitle: '4节微课掌握估算三板斧',
    price: 1_990,
    originalPrice: 4_990,
    vipFree: true,
    validityDays: 90,
    trialSeconds: 0,
    tags: ['资料分析', '速算', 'VIP免费'],
    intro:
      '用4节短课讲透资料分析最常用的速算方法：截位直除、百化分、特征数字与有效数字估算。VIP会员免费学习，非会员也可单独购买。',
    highlights: ['每节10分钟以内，碎片时间学习', '配套练习即学即用', 'VIP会员免费'],
    suits: ['资料分析做题慢的考生', '想在考前快速提分的考生'],
    sales: 5620,
    teachers: ['chen'],
    publishedDaysAgo: 15,
    chapters: [
      {
        title: '速算三板斧',
        lessons: [
          v(
            '第1讲 截位直除',
            80,
            ['除数截取前两到三位', '被除数同步截位', '选项差距大时可以大胆截位'],
            true,
          ),
          v('第2讲 百化分', 80, [
            '常用百分数与分数对照',
            '1/7 ≈ 14.3%，1/8 = 12.5%，1/9 ≈ 11.1%',
            '把除法变成乘法',
          ]),
          v('第3讲 特征数字', 70, ['特征数字帮助快速判断量级', '结合选项，先定首位']),
          v('第4讲 有效数字估算', 70, ['加减法按位估算', '乘除法注意误差方向']),
        ],
      },
    ],
  },
  {
    key: 'cs-free',
    kind: 'micro',
    subject: '公基',
    exam: '事业单位',
    title: '常识判断高频考点速记',
    subtitle: '免费微课 · 政治法律科技一网打尽',
    price: 0,
    validityDays: 0,
    trialSeconds: 0,
    tags: ['常识', '公基', '免费', '事业单位'],
    intro:
      '免费微课，梳理常识判断与公共基础知识中出现频率最高的考点：时政热点、宪法与民法、科技常识与地理历史。报名后即可学习。',
    highlights: ['免费学习', '高频考点一次梳理', '配套常识题库练习'],
    suits: ['备考事业单位与公务员的考生', '常识基础薄弱的考生'],
    sales: 8830,
    teachers: ['zhou'],
    publishedDaysAgo: 10,
    chapters: [
      {
        title: '高频考点',
        lessons: [
          v('第1讲 时政热点怎么学', 70, [
            '关注重要会议与文件',
            '用关键词记忆',
            '结合往年真题判断考法',
          ]),
          v('第2讲 宪法与民法高频考点', 90, [
            '宪法：国家机构与公民基本权利',
            '民法典：民事主体、合同与侵权',
            '易混点对比记忆',
          ]),
          v('第3讲 科技与地理常识', 80, ['航天与信息技术新进展', '中国地理的重要界线']),
          exercise('第4讲 常识判断练习', '政治常识'),
        ],
      },
    ],
  },
  {
    key: 'xd-open',
    kind: 'public',
    subject: '选调',
    exam: '选调生',
    title: '2027选调生备考公开课',
    subtitle: '政策解读 · 考试科目 · 备考规划',
    price: 0,
    validityDays: 0,
    trialSeconds: 0,
    tags: ['选调生', '公开课', '免费'],
    intro:
      '一节课看懂选调生：定向选调与常规选调的区别、报考条件、各省笔面试科目，以及从现在到考试的备考规划。',
    highlights: ['各省选调政策对比', '备考时间表', '名师答疑'],
    suits: ['应届毕业生', '关注选调生招录的考生'],
    sales: 4310,
    teachers: ['sun'],
    publishedDaysAgo: 3,
    chapters: [
      {
        title: '公开课',
        lessons: [
          v(
            '选调生是什么：定向与常规',
            90,
            [
              '定向选调：面向重点高校',
              '常规选调：面向本省高校与省外生源',
              '选调生的培养与发展路径',
            ],
            true,
          ),
          v('各省考试科目与题型', 90, [
            '行测与申论为主',
            '部分省份考综合知识',
            '面试形式：结构化与无领导',
          ]),
          v('备考规划：从现在到考试', 80, [
            '三个阶段：基础、强化、冲刺',
            '每天学习时间建议',
            '真题使用方法',
          ]),
          live('直播答疑：选调生报考问题', 5),
        ],
      },
    ],
  },
  {
    key: 'ms-open',
    kind: 'public',
    subject: '面试',
    exam: '省考',
    title: '面试答题思路公开课',
    subtitle: '三分钟说清一道综合分析题',
    price: 0,
    validityDays: 0,
    trialSeconds: 0,
    tags: ['面试', '公开课', '免费'],
    intro: '免费公开课，用三道省考真题示范综合分析题的答题思路，帮你迈出面试准备的第一步。',
    highlights: ['真题示范作答', '答题框架可直接套用'],
    suits: ['即将参加面试的考生'],
    sales: 2675,
    teachers: ['zhao'],
    publishedDaysAgo: 6,
    chapters: [
      {
        title: '公开课',
        lessons: [
          v(
            '真题示范：基层治理',
            90,
            ['表态、分析、对策', '材料中的关键词', '结合岗位谈落实'],
            true,
          ),
          v('真题示范：青年就业', 90, ['看到现象背后的原因', '从政府、社会、个人三方面提对策']),
          live('直播：面试模拟与点评', -2),
          live('直播：结构化面试现场答疑', 2 / 24),
        ],
      },
    ],
  },
  {
    key: 'xd-system',
    kind: 'system',
    subject: '选调',
    exam: '选调生',
    title: '选调生笔试全程班',
    subtitle: '行测 + 申论 + 综合知识 一站式备考',
    price: 89_900,
    originalPrice: 129_900,
    validityDays: 365,
    trialSeconds: 30,
    tags: ['选调生', '系统课', '综合知识'],
    intro:
      '针对各省选调生笔试设计：行测核心题型、申论基层案例写作和综合知识三大部分，结合选调生考试特点精讲精练。',
    highlights: ['选调生真题精讲', '基层案例写作专项', '综合知识高频考点'],
    suits: ['报考选调生的应届毕业生', '希望一次覆盖笔试全科的考生'],
    sales: 986,
    teachers: ['sun', 'wang'],
    publishedDaysAgo: 20,
    chapters: [
      {
        title: '第一章 选调生考试概览',
        lessons: [
          v(
            '1.1 选调生笔试的特点',
            80,
            ['题量适中，重视基层', '申论材料多来自基层治理', '综合知识考查面广'],
            true,
          ),
          v('1.2 备考策略', 80, ['先行测后申论', '每周一套真题', '错题本的使用']),
        ],
      },
      {
        title: '第二章 综合知识',
        lessons: [
          v('2.1 政治理论高频考点', 100, ['党的基本理论', '重要会议精神', '时政与理论结合']),
          v('2.2 经济与管理常识', 90, ['宏观经济政策', '行政管理基本原则']),
          handout('2.3 综合知识讲义', [
            '政治理论：把握党的基本理论、基本路线、基本方略。',
            '经济常识：财政政策与货币政策的区别与配合。',
            '管理常识：行政管理的基本原则与方法。',
          ]),
        ],
      },
      {
        title: '第三章 基层案例写作',
        lessons: [
          v('3.1 基层案例怎么读', 90, ['抓住矛盾与做法', '提炼经验与启示']),
          v('3.2 对策题的写法', 100, ['对策来源于材料', '主体明确、措施具体']),
          v('3.3 基层主题大作文', 110, ['立足基层，体现担当', '结构清晰，论证有力']),
        ],
      },
    ],
  },
  {
    key: 'wl-micro',
    kind: 'micro',
    subject: '面试',
    exam: '省考',
    title: '无领导小组讨论微课',
    subtitle: '角色定位 · 发言技巧 · 总结陈词',
    price: 2_990,
    validityDays: 90,
    trialSeconds: 20,
    tags: ['面试', '无领导', '微课'],
    intro: '三节微课讲清无领导小组讨论的流程、角色定位与发言技巧，帮助你在讨论中脱颖而出。',
    highlights: ['流程与评分要点', '不同角色的发言策略', '总结陈词示范'],
    suits: ['面试形式为无领导小组讨论的考生'],
    sales: 734,
    teachers: ['zhao'],
    publishedDaysAgo: 8,
    chapters: [
      {
        title: '无领导小组讨论',
        lessons: [
          v('第1讲 流程与评分', 70, ['个人陈述、自由讨论、总结陈词', '考官观察的五项能力'], true),
          v('第2讲 角色定位', 80, ['领导者、计时者、记录者、总结者', '找准适合自己的角色']),
          v('第3讲 总结陈词示范', 80, ['概括讨论过程', '陈述最终结论', '体现团队合作']),
        ],
      },
    ],
  },
  {
    key: 'gk-package',
    kind: 'package',
    subject: '行测',
    exam: '国考',
    title: '2027国考笔试全科套餐',
    subtitle: '行测系统精讲 + 申论高分写作 + 资料分析速算',
    price: 89_900,
    originalPrice: 101_790,
    validityDays: 365,
    trialSeconds: 0,
    tags: ['国考', '套餐', '行测', '申论'],
    intro:
      '一次购买，获得行测系统精讲班、申论高分写作班和资料分析速算技巧三门课程，比单独购买节省超过一成，有效期一年。',
    highlights: ['三门课程一次开通', '比单买更优惠', '一年有效'],
    suits: ['备考国考笔试的考生', '希望行测申论同步提升的考生'],
    sales: 1516,
    teachers: ['li', 'wang'],
    members: ['xc-system', 'sl-system', 'zl-micro'],
    chapters: [],
    publishedDaysAgo: 35,
  },
];

export interface DemoReview {
  course: string;
  rating: number;
  content: string;
  daysAgo: number;
}

/**
 * Reviews as [course key, rating, days ago, text]; the reviewer is one of DEMO_REVIEWERS in turn.
 */
export const DEMO_REVIEWS: DemoReview[] = (
  [
    [
      'xc-system',
      5,
      12,
      '李老师的判断推理讲得特别清楚，翻译推理终于会做了，模考正确率提高了不少。',
    ],
    ['xc-system', 5, 9, '资料分析的速算方法很实用，现在一套题能省下五六分钟。'],
    ['xc-system', 4, 6, '课程体系完整，讲义也很用心，就是数量关系部分希望再多一些例题。'],
    ['xc-system', 5, 2, '零基础跟下来，第一次模考就上了65分，感谢各位老师！'],
    ['sl-system', 5, 8, '王老师的大作文立意方法太好用了，再也不怕跑题。'],
    ['sl-system', 4, 4, '归纳概括讲得细，规范词讲义可以直接背。'],
    ['ms-system', 5, 10, '赵老师点评很到位，终于知道自己答题哪里空洞了，最终面试拿了第一。'],
    ['ms-system', 4, 3, '题型框架清楚，建议多看几遍示范作答。'],
    ['zl-micro', 5, 5, '短小精悍，截位直除学会后资料分析快多了。'],
    ['cs-free', 5, 7, '免费课程质量很高，常识考点梳理得很全面。'],
    ['cs-free', 4, 1, '适合碎片时间听，宪法部分讲得不错。'],
    ['xd-open', 5, 2, '对选调生政策终于有了清楚的认识，备考规划很实用。'],
    ['xd-system', 5, 5, '基层案例写作这部分对选调申论帮助很大。'],
    ['wl-micro', 4, 3, '角色定位讲得很清楚，模拟时用上了。'],
  ] as const
).map(([course, rating, daysAgo, content]) => ({ course, rating, content, daysAgo }));

/** Learners whose reviews the demo shows; they cannot sign in (no phone, no password). */
export const DEMO_REVIEWERS = [
  '上岸的小鹿',
  '备考的阿杰',
  '考公人小王',
  '申论小白',
  '面试冲刺中',
  '选调梦想家',
];

/** The course the demo learner bought, and how far they got in its first lessons. */
export const DEMO_PURCHASE = {
  course: 'xc-system',
  paidDaysAgo: 5,
  /** Seconds reached in the first video lessons in order; a full length means completed. */
  progress: ['full', 'full', 45] as Array<'full' | number>,
};
