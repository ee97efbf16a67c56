import { p, placeExplained, placeOptions, type Draft, type Random } from './question-bank-kit.ts';

/** 判断推理: 定义判断, 类比推理 (drawn from pools of word pairs by relation) and 逻辑判断. */

const DEFINITIONS: Array<{
  term: string;
  definition: string;
  right: string;
  wrong: string[];
  why: string;
}> = [
  {
    term: '沉没成本',
    definition:
      '沉没成本是指已经发生、无论作出何种决策都无法收回的成本。理性的决策应只考虑未来的成本与收益，而不应受沉没成本影响。',
    right: '老张买了电影票，看了半小时觉得乏味，想到票钱已付，于是坚持看完',
    wrong: [
      '小李购买了一台二手设备，计划明年转手出售',
      '某公司计划投入资金研发新产品',
      '小王办理健身卡前先去体验了一次',
    ],
    why: '定义要点：已经发生、无法收回的成本影响了决策。A项票钱已付且无法收回，老张因此坚持看完，受到沉没成本影响；其余选项均未涉及已发生不可收回的成本。',
  },
  {
    term: '破窗效应',
    definition: '破窗效应是指环境中的不良现象如果被放任存在，会诱使人们仿效，甚至变本加厉。',
    right: '楼道里有人乱堆杂物无人清理，不久后堆放杂物的住户越来越多',
    wrong: [
      '某小区安装监控后，高空抛物现象明显减少',
      '一名员工迟到被处罚后，其他员工再未迟到',
      '老师表扬了认真值日的同学，大家纷纷效仿',
    ],
    why: '要点：不良现象被放任→他人仿效。A项杂物无人清理后堆放者增多，符合；B、C项不良现象被制止；D项是良好现象被效仿。',
  },
  {
    term: '首因效应',
    definition: '首因效应是指交往双方形成的第一印象对今后交往关系的影响，即“先入为主”带来的效果。',
    right: '面试官因应聘者进门时衣着得体、举止大方而对其印象深刻，面试评分较高',
    wrong: [
      '小赵和同事相处久了，发现对方其实很热心',
      '观众对电影最后的情节记忆最深',
      '消费者因广告反复播放而记住了品牌',
    ],
    why: '要点：第一印象影响后续评价。A项符合；B项是长期相处后的认识；C项是近因效应；D项是重复曝光效应。',
  },
  {
    term: '行政指导',
    definition:
      '行政指导是指行政机关在其职权范围内，以建议、劝告、提倡等非强制性方式，引导行政相对人自愿作出或不作出某种行为的活动。',
    right: '农业农村局向农户发布种植建议，引导其根据市场需求调整种植结构',
    wrong: [
      '市场监管局对销售过期食品的商户处以罚款',
      '交警对违章停车的车辆贴单处罚',
      '税务机关依法对欠税企业采取强制执行措施',
    ],
    why: '要点：非强制性方式引导。A项为建议引导；B、C、D均为强制性的行政处罚或行政强制。',
  },
  {
    term: '鲶鱼效应',
    definition: '鲶鱼效应是指通过引入外来竞争者，激发组织内部原有成员的活力，从而提高整体效率。',
    right: '某公司从外部引进几名业务骨干，原有员工工作积极性明显提高',
    wrong: ['某公司裁减冗员以降低成本', '某班级实行小组轮流值日制度', '某单位为员工提高了福利待遇'],
    why: '要点：引入外来竞争者→激发内部活力。A项符合；B、C、D均无外来竞争者。',
  },
  {
    term: '从众行为',
    definition: '从众行为是指个体在群体压力下，放弃自己的意见而采取与大多数人一致的行为。',
    right: '小刘原本认为方案甲更好，但看到同事们都支持方案乙，便也投了方案乙',
    wrong: [
      '小陈认真研究后，独立选择了自己认为最优的方案',
      '小周因为喜欢某歌手而购买了其专辑',
      '小孙听从医生建议按时服药',
    ],
    why: '要点：群体压力、放弃己见、与多数一致。A项完全符合；B项独立决策；C项个人喜好；D项是服从专业建议。',
  },
  {
    term: '正当防卫',
    definition:
      '正当防卫是指为了使国家、公共利益、本人或者他人的人身、财产和其他权利免受正在进行的不法侵害，而采取的制止不法侵害的行为，对不法侵害人造成损害的，不负刑事责任。',
    right: '甲见歹徒正在抢劫路人，上前将歹徒制服，致其轻伤',
    wrong: [
      '乙被人打伤后，第二天找到对方进行报复',
      '丙怀疑邻居偷了自家东西，便砸坏邻居的窗户',
      '丁看到有人在河边钓鱼，认为其违规便将鱼竿折断',
    ],
    why: '要点：不法侵害正在进行、为制止侵害。A项符合；B项侵害已结束属事后报复；C、D项不存在正在进行的不法侵害。',
  },
  {
    term: '边际效用递减',
    definition:
      '边际效用递减是指在一定时间内，随着消费者对某种商品消费量的增加，每增加一单位商品所带来的满足感逐渐减少。',
    right: '口渴的人喝第一杯水时非常满足，喝到第四杯时已没有什么感觉',
    wrong: [
      '商品价格上涨后，消费者减少了购买量',
      '某人收入增加后购买了更多奢侈品',
      '某商品因质量问题销量下降',
    ],
    why: '要点：同一商品消费量增加→每单位带来的满足感减少。A项符合；B项是需求规律；C项是收入效应；D项与定义无关。',
  },
  {
    term: '网络暴力',
    definition:
      '网络暴力是指在网络上针对个人发布侮辱、诽谤、侵犯隐私等信息，对当事人名誉、心理等造成损害的行为。',
    right: '某网民将他人的家庭住址和照片发到网上，并号召网友对其进行辱骂',
    wrong: [
      '某网民在购物平台上给出差评并如实描述商品问题',
      '某博主发表对某部电影的批评意见',
      '某网友转发官方发布的寻人启事',
    ],
    why: '要点：针对个人、侮辱诽谤侵犯隐私、造成损害。A项泄露隐私并煽动辱骂，符合；B、C为正常评价；D为正当转发。',
  },
  {
    term: '隐性知识',
    definition: '隐性知识是指难以用文字、语言等方式清晰表达，主要通过实践和经验积累获得的知识。',
    right: '老木匠凭手感就能判断木料的干湿程度，却说不清其中的诀窍',
    wrong: [
      '学生通过阅读教材掌握了勾股定理',
      '员工根据操作手册完成了设备调试',
      '游客通过导游讲解了解了景点历史',
    ],
    why: '要点：难以表达、依靠实践经验。A项符合；B、C、D中的知识都可以用文字或语言清晰传递。',
  },
  {
    term: '公共物品',
    definition:
      '公共物品是指具有非排他性和非竞争性的物品，即无法排除他人使用，且一人使用不会减少他人可使用数量的物品。',
    right: '城市道路上的路灯照明',
    wrong: ['超市里出售的矿泉水', '收费的私人健身房', '影院中的一个座位'],
    why: '路灯照明无法排除他人享用，一人受益也不减少他人受益，符合两个特征；其余选项均具有排他性或竞争性。',
  },
  {
    term: '绿色信贷',
    definition:
      '绿色信贷是指银行等金融机构将环境保护作为信贷决策的重要依据，对节能环保项目给予贷款支持，对高污染、高耗能项目限制贷款。',
    right: '某银行为一家光伏发电企业提供优惠利率贷款，同时拒绝了一家高耗能小钢厂的贷款申请',
    wrong: [
      '某银行为小微企业降低了贷款门槛',
      '某企业用自有资金建设污水处理设施',
      '某银行推出面向大学生的助学贷款',
    ],
    why: '要点：金融机构以环保为信贷依据，支持环保、限制污染。A项符合；B、D项与环保无关；C项不是金融机构的信贷行为。',
  },
];

const ANALOGY_POOLS: Array<{ name: string; pairs: Array<[string, string]> }> = [
  {
    name: '工具与用途',
    pairs: [
      ['剪刀', '裁剪'],
      ['钥匙', '开锁'],
      ['扫帚', '清扫'],
      ['尺子', '测量'],
      ['锯子', '切割'],
      ['雨伞', '遮雨'],
      ['灭火器', '灭火'],
      ['温度计', '测温'],
    ],
  },
  {
    name: '原料与制成品',
    pairs: [
      ['棉花', '棉布'],
      ['大豆', '豆腐'],
      ['葡萄', '葡萄酒'],
      ['木材', '家具'],
      ['小麦', '面粉'],
      ['蚕茧', '丝绸'],
      ['黏土', '陶瓷'],
      ['铁矿石', '钢铁'],
    ],
  },
  {
    name: '职业与工作场所',
    pairs: [
      ['医生', '医院'],
      ['教师', '学校'],
      ['厨师', '厨房'],
      ['法官', '法院'],
      ['演员', '舞台'],
      ['售货员', '商店'],
      ['飞行员', '驾驶舱'],
      ['船员', '船舶'],
    ],
  },
  {
    name: '种属关系',
    pairs: [
      ['水果', '苹果'],
      ['乐器', '二胡'],
      ['交通工具', '地铁'],
      ['文学体裁', '散文'],
      ['哺乳动物', '鲸'],
      ['节气', '清明'],
      ['金属', '铜'],
      ['球类运动', '排球'],
    ],
  },
  {
    name: '反义关系',
    pairs: [
      ['高尚', '卑鄙'],
      ['繁荣', '萧条'],
      ['勤劳', '懒惰'],
      ['谦虚', '骄傲'],
      ['清澈', '浑浊'],
      ['坚强', '脆弱'],
      ['慷慨', '吝啬'],
      ['开放', '封闭'],
    ],
  },
  {
    name: '整体与部分',
    pairs: [
      ['汽车', '轮胎'],
      ['树木', '树叶'],
      ['书籍', '封面'],
      ['电脑', '键盘'],
      ['房屋', '门窗'],
      ['钟表', '指针'],
      ['自行车', '车链'],
      ['手机', '屏幕'],
    ],
  },
  {
    name: '因果关系',
    pairs: [
      ['干旱', '减产'],
      ['勤奋', '进步'],
      ['感冒', '发烧'],
      ['暴雨', '洪涝'],
      ['超速', '事故'],
      ['熬夜', '疲惫'],
      ['污染', '雾霾'],
      ['锻炼', '强健'],
    ],
  },
  {
    name: '地名与名胜',
    pairs: [
      ['北京', '故宫'],
      ['西安', '兵马俑'],
      ['杭州', '西湖'],
      ['敦煌', '莫高窟'],
      ['拉萨', '布达拉宫'],
      ['苏州', '拙政园'],
      ['洛阳', '龙门石窟'],
      ['桂林', '漓江'],
    ],
  },
];

function analogyDrafts(random: Random, count: number): Draft[] {
  const drafts: Draft[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const poolIndex = i % ANALOGY_POOLS.length;
    const pool = ANALOGY_POOLS[poolIndex]!;
    // The same stem and answer twice would be the same question.
    let [stem, match] = random.shuffle(pool.pairs) as [[string, string], [string, string]];
    for (let tries = 0; used.has(`${stem[0]}${match[0]}`) && tries < 20; tries++) {
      [stem, match] = random.shuffle(pool.pairs) as [[string, string], [string, string]];
    }
    used.add(`${stem[0]}${match[0]}`);
    const others = random
      .shuffle(ANALOGY_POOLS.filter((_, index) => index !== poolIndex))
      .slice(0, 3)
      .map((other) => random.pick(other.pairs));
    // A wrong option sometimes keeps the right words in the wrong order, a classic trap.
    if (i % 3 === 1) others[0] = [match[1], match[0]];
    const label = (pair: [string, string]) => `${pair[0]}：${pair[1]}`;
    const { options, answer } = placeOptions(random, label(match), others.map(label));
    drafts.push({
      point: '类比推理',
      typeCode: 'single_choose',
      context: p(`${label(stem)}`, '请选出一组与题干词语之间逻辑关系最为贴近、相似或匹配的词：'),
      options,
      answer,
      difficulty: random.int(1, 3),
      analysis: p(
        `正确答案为${answer}。`,
        `题干“${label(stem)}”两词为${pool.name}${pool.name.includes('与') ? `，${pool.name.split('与').join('在前、')}在后` : ''}。选项中只有“${label(match)}”关系与顺序均一致。`,
      ),
    });
  }
  return drafts;
}

const SYLLOGISMS: Array<[string, string, string]> = [
  ['所有的公务员都要遵守职业道德', '小王是公务员', '小王要遵守职业道德'],
  ['所有的金属都能导电', '铜是金属', '铜能导电'],
  ['凡是参加培训的人员都通过了考核', '老李参加了培训', '老李通过了考核'],
  ['所有的哺乳动物都用肺呼吸', '鲸是哺乳动物', '鲸用肺呼吸'],
  ['所有的法律都具有强制性', '民法典是法律', '民法典具有强制性'],
  ['所有优秀的作品都经得起时间检验', '这部小说是优秀的作品', '这部小说经得起时间检验'],
];

const LOGIC: Array<{
  text: string;
  right: string;
  wrong: string[];
  why: string;
  multiple?: boolean;
}> = [
  {
    text: '某市推行“垃圾分类积分兑换”政策后，居民垃圾分类准确率明显提高。有人据此认为，积分奖励是提高分类准确率的主要原因。以下哪项如果为真，最能削弱上述论断？',
    right: '同期该市在每个小区都配备了专职分类督导员',
    wrong: [
      '积分可以兑换的商品种类较少',
      '部分居民并不知道积分兑换政策',
      '其他城市也在推行类似政策',
    ],
    why: 'A项指出同期存在其他因素（督导员）可能导致准确率提高，属于“另有他因”，削弱力度最强。B、C项无法说明准确率提高的原因；D项无关。',
  },
  {
    text: '研究人员发现，每天步行超过8000步的中年人，患心血管疾病的风险比步行较少者低40%。研究人员据此认为，多步行有助于降低心血管疾病风险。以下哪项如果为真，最能加强上述结论？',
    right: '在控制了饮食、吸烟等因素后，步行多者的患病风险仍明显较低',
    wrong: [
      '步行多的人大多居住在城市郊区',
      '有些步行很多的人也患有心血管疾病',
      '跑步比步行消耗的热量更多',
    ],
    why: 'A项排除了饮食、吸烟等他因的干扰，说明步行本身与风险降低相关，属于“排除他因”的加强。',
  },
  {
    text: '甲、乙、丙三人中只有一人说了真话。甲说：“乙在说谎。”乙说：“丙在说谎。”丙说：“甲和乙都在说谎。”由此可以推出：',
    right: '乙说的是真话',
    wrong: ['甲说的是真话', '丙说的是真话', '三人都在说谎'],
    why: '若丙真，则甲、乙都假，但甲假意味着乙真，矛盾，故丙假；丙假则乙“丙在说谎”为真。此时甲“乙在说谎”为假，恰好只有乙一人说真话，符合题意。',
  },
  {
    text: '如果明天下雨，运动会就会延期。运动会没有延期。由此可以推出：',
    right: '明天没有下雨',
    wrong: ['明天下雨了', '运动会取消了', '明天可能下雨也可能没下'],
    why: '“如果P则Q”，否定后件（非Q）可以推出否定前件（非P），即明天没有下雨。',
  },
  {
    text: '只有通过资格审查，才能参加面试。小张参加了面试。由此可以推出：',
    right: '小张通过了资格审查',
    wrong: ['小张没有通过资格审查', '通过资格审查的人都参加了面试', '小张一定会被录用'],
    why: '“只有P才Q”等价于“如果Q则P”。小张参加了面试（Q），可以推出他通过了资格审查（P）。',
  },
  {
    text: '某单位组织业务培训，已知：①参加培训的人都做了笔记；②有的做笔记的人获得了优秀学员称号；③所有获得优秀学员称号的人都是党员。根据以上信息，以下哪些项一定为真？（多选）',
    right: 'AC',
    wrong: [],
    multiple: true,
    why: '由②③可知，有的做笔记的人是党员（A项真）；获得优秀学员称号的人都是党员，故“有的党员获得了优秀学员称号”（C项真）。B项“参加培训的人都是党员”、D项“没有做笔记的人都不是党员”均无法推出。',
  },
  {
    text: '调查显示，使用某款护眼台灯的学生近视率低于不使用该台灯的学生。厂家据此宣称该台灯能有效预防近视。以下哪项如果为真，最能质疑厂家的说法？',
    right: '使用该台灯的学生每天户外活动时间明显更长',
    wrong: ['该台灯的价格高于普通台灯', '部分使用该台灯的学生仍然近视', '该台灯获得了多项设计奖'],
    why: 'A项指出户外活动时间这一他因可能导致近视率较低，削弱了“台灯预防近视”的因果关系。',
  },
  {
    text: '所有参加比赛的选手都经过了严格选拔，有些参加比赛的选手是大学生。由此可以推出：',
    right: '有些经过严格选拔的人是大学生',
    wrong: ['所有大学生都参加了比赛', '有些大学生没有经过严格选拔', '经过严格选拔的人都参加了比赛'],
    why: '有些选手是大学生，而所有选手都经过严格选拔，所以这些既是选手又是大学生的人经过了严格选拔，即“有些经过严格选拔的人是大学生”。',
  },
];

function logicDrafts(random: Random): Draft[] {
  const drafts: Draft[] = [];
  for (const [major, minor, conclusion] of SYLLOGISMS) {
    drafts.push({
      point: '逻辑判断',
      typeCode: 'true_false_choose',
      context: p(`已知：${major}；${minor}。`, `判断：由此必然可以推出“${conclusion}”。`),
      options: ['正确', '错误'],
      answer: 'A',
      difficulty: 1,
      analysis: p(
        '正确。',
        `这是一个有效的三段论：大前提“${major}”，小前提“${minor}”，结论必然成立。`,
      ),
    });
  }
  drafts.push({
    point: '逻辑判断',
    typeCode: 'true_false_choose',
    context: p(
      '已知：所有的鸟都会飞；企鹅是鸟。',
      '判断：上述推理形式有效，结论“企鹅会飞”在现实中也为真。',
    ),
    options: ['正确', '错误'],
    answer: 'B',
    difficulty: 2,
    analysis: p(
      '错误。',
      '推理形式有效，但大前提“所有的鸟都会飞”为假（企鹅、鸵鸟不会飞），所以结论在现实中不成立。形式有效不等于结论真实。',
    ),
  });
  for (const item of LOGIC) {
    if (item.multiple) {
      drafts.push({
        point: '逻辑判断',
        typeCode: 'multiple_choose',
        context: p(item.text),
        options: [
          '有的做笔记的人是党员',
          '参加培训的人都是党员',
          '有的党员获得了优秀学员称号',
          '没有做笔记的人都不是党员',
        ],
        answer: item.right,
        difficulty: 4,
        analysis: p(`正确答案为${item.right}。`, item.why),
      });
      continue;
    }
    const { options, answer, why } = placeExplained(random, item.right, item.wrong, item.why);
    drafts.push({
      point: '逻辑判断',
      typeCode: 'single_choose',
      context: p(item.text),
      options,
      answer,
      difficulty: random.int(2, 4),
      analysis: p(`正确答案为${answer}。`, why),
      ...(drafts.length % 4 === 0 ? { media: 'audio' as const } : {}),
    });
  }
  return drafts;
}

function definitionDrafts(random: Random): Draft[] {
  return DEFINITIONS.map((item) => {
    const { options, answer, why } = placeExplained(random, item.right, item.wrong, item.why);
    return {
      point: '定义判断',
      typeCode: 'single_choose',
      context: p(item.definition, `根据上述定义，下列属于${item.term}的是：`),
      options,
      answer,
      difficulty: random.int(2, 3),
      analysis: p(`正确答案为${answer}。`, why),
    };
  });
}

export function reasoningDrafts(random: Random): Draft[] {
  return [...definitionDrafts(random), ...analogyDrafts(random, 48), ...logicDrafts(random)];
}
