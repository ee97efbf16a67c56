/** The demo coaching products, their coaches and the deposits sold ahead of two of them. */

export interface DemoCoach {
  key: string;
  name: string;
  title: string;
  years: number;
  speciality: string;
  intro: string;
  hair: 'short' | 'long';
}

export const DEMO_COACHES: DemoCoach[] = [
  {
    key: 'huang',
    name: '黄志远',
    title: '行测主讲讲师',
    years: 11,
    speciality: '数量关系 · 资料分析',
    intro:
      '北京大学数学系毕业，十一年公考行测教学经验，擅长用方程与比例思维拆解数量关系难题，资料分析速算体系帮助上千名学员把正确率提到90%以上。',
    hair: 'short',
  },
  {
    key: 'lin',
    name: '林雅',
    title: '申论主讲讲师',
    years: 8,
    speciality: '归纳概括 · 大作文',
    intro:
      '中国人民大学公共管理硕士，曾参与省考申论阅卷。讲解从材料到要点的提炼路径，逐字批改大作文，帮学员建立“观点—论据—对策”的稳定框架。',
    hair: 'long',
  },
  {
    key: 'gao',
    name: '高明哲',
    title: '行测讲师',
    years: 7,
    speciality: '判断推理 · 常识判断',
    intro:
      '逻辑学背景，专注判断推理与常识判断教学。把图形推理、定义判断整理成可复用的解题模型，课堂以真题精讲加限时训练为主。',
    hair: 'short',
  },
  {
    key: 'ma',
    name: '马骏',
    title: '面试首席讲师',
    years: 13,
    speciality: '结构化面试 · 考官视角',
    intro:
      '多次受邀担任事业单位招录面试考官，十三年面试辅导经验。从考官评分细则出发，帮学员打磨答题逻辑、语言表达与临场应变。',
    hair: 'short',
  },
  {
    key: 'xu',
    name: '许静怡',
    title: '资深面试讲师',
    years: 9,
    speciality: '仪态表达 · 情景模拟',
    intro:
      '播音主持专业出身，九年面试培训经验。擅长纠正语速、眼神与体态问题，通过情景模拟题让学员在考场上自然、自信地表达。',
    hair: 'long',
  },
  {
    key: 'he',
    name: '何书瑶',
    title: '面试讲师',
    years: 6,
    speciality: '无领导小组讨论 · 综合分析',
    intro:
      '曾任国企人力资源主管，熟悉无领导小组讨论的评价维度。课堂注重角色定位与发言节奏，帮助学员在小组中既有贡献又不抢戏。',
    hair: 'long',
  },
  {
    key: 'song',
    name: '宋佳宁',
    title: '面试讲师',
    years: 7,
    speciality: '结构化小组 · 模拟考场',
    intro:
      '七年面试小班教学经验，每次课完整还原考场流程：抽题、候考、计时作答、考官点评，让学员在真实压力下反复练习。',
    hair: 'long',
  },
];

export interface DemoSession {
  title: string;
  topics: string[];
  minutes: number;
}

export interface DemoCoaching {
  type: 'ydybs' | 'ydyms' | 'yddbs' | 'yddms';
  mode: 'one' | 'group';
  stage: 'written' | 'interview';
  title: string;
  subtitle: string;
  /** Fen. */
  price: number;
  originalPrice: number | null;
  sales: number;
  intro: string;
  highlights: string[];
  suits: string[];
  programme: DemoSession[];
  /** Coach keys, in page order. */
  coaches: string[];
  /** Seats of each slot: one for 一对一, a class size for 一对多 (cycled through the slots). */
  capacities: number[];
  /** Minutes of one slot. */
  slotMinutes: number;
  /** China-time starts of the day's slots, HH:MM. */
  times: string[];
}

export const DEMO_COACHING: DemoCoaching[] = [
  {
    type: 'ydybs',
    mode: 'one',
    stage: 'written',
    title: '一对一笔试辅导',
    subtitle: '行测申论双科诊断 · 名师全程一对一 · 8次课精准提分',
    price: 398_000,
    originalPrice: 498_000,
    sales: 126,
    intro:
      '先用一套完整模考找出你的失分点，再由主讲老师按薄弱模块定制8次一对一课程，每次课后布置针对性练习并逐题批改。\n\n所选时间为首次上课时间，之后的课次由老师与你协商安排，全部课程在考前完成。',
    highlights: [
      '开课前完整模考诊断，出具个人提分方案',
      '行测、申论主讲老师一对一授课，不拼班',
      '每次课后作业逐题批改，申论大作文逐字点评',
      '课程回放永久保存，随时复习',
    ],
    suits: [
      '基础薄弱、自学效率低的考生',
      '分数卡在瓶颈、想冲高分的考生',
      '工作忙、需要灵活安排时间的在职考生',
    ],
    programme: [
      {
        title: '第1次课 · 诊断与规划',
        topics: ['模考试卷逐题复盘', '定位失分模块', '制定提分计划'],
        minutes: 120,
      },
      {
        title: '第2次课 · 数量关系',
        topics: ['方程法与比例法', '工程与行程问题', '排列组合速解'],
        minutes: 120,
      },
      {
        title: '第3次课 · 资料分析',
        topics: ['速算技巧', '增长率与比重', '限时训练'],
        minutes: 120,
      },
      {
        title: '第4次课 · 判断推理',
        topics: ['图形推理规律', '定义判断关键词', '逻辑判断加强削弱'],
        minutes: 120,
      },
      {
        title: '第5次课 · 言语理解',
        topics: ['片段阅读主旨', '逻辑填空辨析', '语句排序'],
        minutes: 120,
      },
      {
        title: '第6次课 · 申论归纳概括',
        topics: ['要点提炼', '分类整合', '规范作答'],
        minutes: 120,
      },
      {
        title: '第7次课 · 申论大作文',
        topics: ['立意与标题', '分论点论证', '范文精讲'],
        minutes: 120,
      },
      {
        title: '第8次课 · 全真模考与冲刺',
        topics: ['限时全真模考', '答题时间分配', '考前心态调整'],
        minutes: 150,
      },
    ],
    coaches: ['huang', 'lin'],
    capacities: [1],
    slotMinutes: 120,
    times: ['09:00', '14:00', '19:00'],
  },
  {
    type: 'ydyms',
    mode: 'one',
    stage: 'interview',
    title: '一对一面试辅导',
    subtitle: '考官视角逐题点评 · 全程录像复盘 · 6次课进面必备',
    price: 598_000,
    originalPrice: 698_000,
    sales: 88,
    intro:
      '从自我介绍到综合分析、组织管理、应急应变、人际关系，老师逐题陪练并按考官评分细则点评，每次课全程录像，课后对照回放逐句复盘。\n\n所选时间为首次上课时间，后续课次与老师协商安排。',
    highlights: [
      '面试考官出身的讲师一对一陪练',
      '每题按评分细则打分，指出扣分点',
      '全程录像，课后逐句复盘语言与仪态',
      '结合报考岗位准备岗位匹配类题目',
    ],
    suits: [
      '已进面、面试时间临近的考生',
      '第一次参加面试、缺乏考场经验的考生',
      '笔试排名靠后、需要面试逆袭的考生',
    ],
    programme: [
      {
        title: '第1次课 · 摸底与定位',
        topics: ['真题模拟作答', '表达问题诊断', '面试规划'],
        minutes: 120,
      },
      {
        title: '第2次课 · 综合分析',
        topics: ['社会现象类', '政策理解类', '观点名言类'],
        minutes: 120,
      },
      {
        title: '第3次课 · 组织管理与应急应变',
        topics: ['活动策划', '调研宣传', '突发情况处置'],
        minutes: 120,
      },
      {
        title: '第4次课 · 人际关系与情景模拟',
        topics: ['与领导同事相处', '群众工作', '现场模拟'],
        minutes: 120,
      },
      {
        title: '第5次课 · 岗位匹配与自我认知',
        topics: ['结合报考岗位', '个人经历提炼', '追问应对'],
        minutes: 120,
      },
      {
        title: '第6次课 · 全真模拟考场',
        topics: ['候考到退场全流程', '考官打分点评', '临考调整'],
        minutes: 150,
      },
    ],
    coaches: ['ma', 'xu', 'he'],
    capacities: [1],
    slotMinutes: 120,
    times: ['10:00', '15:00', '19:30'],
  },
  {
    type: 'yddbs',
    mode: 'group',
    stage: 'written',
    title: '一对多笔试辅导',
    subtitle: '小班直播课 · 行测申论系统精讲 · 10次课',
    price: 198_000,
    originalPrice: 258_000,
    sales: 412,
    intro:
      '12到20人的直播小班，主讲老师系统讲授行测五大模块与申论各题型，课上随堂练习、实时答疑，课后有助教批改作业和班级群答疑。\n\n所选时间为开班时间，后续课次按班级课表进行。',
    highlights: [
      '小班直播，老师能照顾到每一位学员',
      '行测申论系统精讲，覆盖全部题型',
      '随堂练习实时讲评，课后助教批改',
      '班级群答疑，学习有伙伴有监督',
    ],
    suits: ['第一次备考、需要系统学习的考生', '希望有学习节奏和同伴的考生'],
    programme: [
      {
        title: '第1次课 · 备考规划与模考',
        topics: ['考试结构解读', '全真模考', '个人目标'],
        minutes: 150,
      },
      { title: '第2次课 · 言语理解', topics: ['片段阅读', '逻辑填空'], minutes: 150 },
      { title: '第3次课 · 数量关系', topics: ['基础题型', '技巧方法'], minutes: 150 },
      { title: '第4次课 · 判断推理（上）', topics: ['图形推理', '定义判断'], minutes: 150 },
      { title: '第5次课 · 判断推理（下）', topics: ['类比推理', '逻辑判断'], minutes: 150 },
      { title: '第6次课 · 资料分析', topics: ['速算', '核心概念'], minutes: 150 },
      { title: '第7次课 · 常识判断', topics: ['时政', '法律', '科技人文'], minutes: 120 },
      { title: '第8次课 · 申论小题', topics: ['归纳概括', '综合分析', '提出对策'], minutes: 150 },
      { title: '第9次课 · 申论大作文', topics: ['立意', '结构', '论证'], minutes: 150 },
      { title: '第10次课 · 冲刺模考', topics: ['全真模考', '试卷讲评'], minutes: 180 },
    ],
    coaches: ['huang', 'gao', 'lin'],
    capacities: [20, 12, 16],
    slotMinutes: 150,
    times: ['14:00', '19:00'],
  },
  {
    type: 'yddms',
    mode: 'group',
    stage: 'interview',
    title: '一对多面试辅导',
    subtitle: '6到10人模拟考场小班 · 轮流作答互评 · 8次课',
    price: 268_000,
    originalPrice: 328_000,
    sales: 235,
    intro:
      '6到10人一个小班，每次课完整还原面试考场：抽题、计时作答、考官点评、同学互评。轮流担任考生与考官，在反复练习中找到自己的表达节奏。\n\n所选时间为开班时间，后续课次按班级课表进行。',
    highlights: [
      '6到10人小班，每人每次课至少作答3题',
      '模拟考场全流程，计时作答',
      '讲师点评加同学互评，多角度发现问题',
      '结构化与无领导小组讨论都覆盖',
    ],
    suits: ['已进面、想在真实氛围中练习的考生', '预算有限、希望高性价比练习的考生'],
    programme: [
      {
        title: '第1次课 · 面试认知与破冰',
        topics: ['评分标准', '自我介绍', '首轮模拟'],
        minutes: 150,
      },
      { title: '第2次课 · 综合分析', topics: ['审题', '答题框架', '轮流作答'], minutes: 150 },
      { title: '第3次课 · 组织管理', topics: ['计划组织', '轮流作答'], minutes: 150 },
      { title: '第4次课 · 应急应变', topics: ['处置原则', '轮流作答'], minutes: 150 },
      { title: '第5次课 · 人际关系', topics: ['沟通原则', '轮流作答'], minutes: 150 },
      { title: '第6次课 · 情景模拟', topics: ['角色扮演', '现场演绎'], minutes: 150 },
      { title: '第7次课 · 无领导小组讨论', topics: ['角色定位', '小组实战'], minutes: 150 },
      { title: '第8次课 · 全真模拟考场', topics: ['考场全流程', '讲师总评'], minutes: 180 },
    ],
    coaches: ['ma', 'song'],
    capacities: [10, 6, 8],
    slotMinutes: 150,
    times: ['09:30', '14:30'],
  },
];

export interface DemoDeposit {
  /** The coaching product it is paid towards. */
  target: DemoCoaching['type'];
  title: string;
  subtitle: string;
  /** Fen. */
  price: number;
  deduct: number;
  intro: string;
  rules: string[];
}

export const DEMO_DEPOSITS: DemoDeposit[] = [
  {
    target: 'ydyms',
    title: '一对一面试辅导定金',
    subtitle: '定金500元，报名时抵1000元',
    price: 50_000,
    deduct: 100_000,
    intro:
      '面试名额紧张，先付定金锁定优惠：支付500元定金，报名一对一面试辅导时直接抵扣1000元。\n\n付完定金后，在本页选择首次上课时间即可支付尾款。',
    rules: [
      '定金支付成功后，购买一对一面试辅导时可抵扣1000元',
      '每笔定金只能抵扣一次',
      '尾款订单未支付而关闭时，定金自动退回，可再次用于抵扣',
      '定金不能与其他商品合并使用；如需退还定金请联系客服',
    ],
  },
  {
    target: 'yddbs',
    title: '一对多笔试辅导定金',
    subtitle: '定金200元，报名时抵300元',
    price: 20_000,
    deduct: 30_000,
    intro:
      '开班前先付定金占优惠：支付200元定金，报名一对多笔试辅导小班时抵扣300元。\n\n付完定金后，在本页选择开班时间即可支付尾款。',
    rules: [
      '定金支付成功后，购买一对多笔试辅导时可抵扣300元',
      '每笔定金只能抵扣一次',
      '尾款订单未支付而关闭时，定金自动退回，可再次用于抵扣',
      '如需退还定金请联系客服',
    ],
  },
];
