import type { ScaleSpec } from '../content.ts';

/**
 * 备考压力自评: where the pressure of preparing comes from — the workload, others'
 * expectations, the uncertain outcome — and what it does to body and mood. Five-point agreement;
 * one item of each sub-scale (and one more on energy) is worded the other way round.
 */
export const STUDY_STRESS: ScaleSpec = {
  code: 'study-stress',
  name: '备考压力自评',
  measures: '了解复习任务、他人期待、前景不确定和身心疲惫带来的压力程度。',
  intro:
    '备考往往要同时应对繁重的复习任务、家人和自己的期待、对结果的不确定，还有工作或学业的牵扯。' +
    '本测评从学业负荷、外部期待、前景不确定、身心状态四个方面，帮你看清压力主要来自哪里，' +
    '从而有针对性地调整计划与节奏。',
  instructions: '请根据最近一个月的情况，判断每句话与你的符合程度，选择最贴切的一项。',
  scoreNote: '分数越高，备考压力越大',
  minutes: 5,
  helpLevel: 3,
  options: [
    ['完全不符合', 1],
    ['比较不符合', 2],
    ['不确定', 3],
    ['比较符合', 4],
    ['完全符合', 5],
  ],
  cuts: [240, 300, 360],
  higherIsBetter: false,
  bandNames: ['良好', '轻度', '中度', '较高'],
  bands: [
    {
      summary:
        '你目前感受到的备考压力在可控范围内，能较好地平衡复习与生活。保持现在的节奏，留意压力变化即可。',
      advice: [
        '继续按计划复习，每周留出半天完全休息。',
        '保持规律的运动和睡眠，这是抗压的“底子”。',
        '可以隔一段时间再做一次测评，留意压力的变化。',
      ],
      trainings: [],
    },
    {
      summary:
        '你感受到一定的备考压力，这是认真备考的正常反应。压力主要来自哪里，可以参考下方各分量表的结果。',
      advice: [
        '对照分量表，找到压力最大的一项，优先调整。',
        '把复习计划细化到每天，完成一项勾掉一项，用看得见的进度缓解焦虑。',
        '每天给自己安排 20—30 分钟不谈备考的放松时间。',
      ],
      trainings: ['schedule'],
    },
    {
      summary:
        '备考压力已经比较明显，可能出现效率下降、情绪起伏或睡眠变差。适当调整节奏和期待，往往比一味加码更有效。',
      advice: [
        '重新评估复习计划：砍掉性价比低的任务，给每周留出缓冲时间。',
        '与家人坦诚沟通你的节奏和需要，请他们少问进度、多给支持。',
        '把对结果的担忧集中到固定的“担忧时间”处理。',
        '每天坚持 20 分钟以上的运动或放松练习。',
        '如果压力持续影响睡眠和情绪，可以找学校或单位的心理咨询老师聊一聊。',
      ],
      trainings: ['schedule', 'worry-time', 'breathing'],
    },
    {
      summary:
        '你目前承受的备考压力较大，身心可能已经处于透支状态。备考是一场长跑，此时最重要的是先让自己恢复，而不是继续硬撑。',
      advice: [
        '先保证睡眠与饮食，必要时减少每天的学习时长，留出恢复的时间。',
        '把目标从“必须考上”调整为“今天把能做的做好”。',
        '向家人、朋友说出你的压力，不要独自承担。',
        '每天做放松练习，帮助身体从紧绷中恢复过来。',
        '如果出现持续的失眠、情绪低落或无法专注，请尽快寻求专业心理咨询或到医院心理科就诊。',
      ],
      trainings: ['muscle-relaxation', 'breathing', 'worry-time', 'schedule'],
    },
  ],
  subscales: [
    {
      key: 'load',
      name: '学业负荷',
      description: '复习内容多、时间紧、与工作学业难以兼顾带来的压力。',
      texts: [
        '复习任务整体可控，计划与实际进度大体一致。',
        '偶尔觉得任务多、时间紧，但基本能按计划推进。',
        '常感到任务堆积、时间不够，计划与实际进度有明显落差。',
        '复习负荷让你长期处在赶进度的状态，容易顾此失彼、越学越急。',
      ],
      trainings: [[], ['schedule'], ['schedule'], ['schedule']],
    },
    {
      key: 'expect',
      name: '外部期待',
      description: '来自家人、亲友的期望，以及与身边人比较带来的压力。',
      texts: [
        '能较从容地看待家人的期望和他人的进度，把注意力放在自己身上。',
        '他人的期待和进度偶尔让你有压力，总体能自我消化。',
        '家人的期望、与同辈的比较较常让你感到焦急或不自在。',
        '外部期待带来的压力很重，可能让你害怕让别人失望，甚至回避交流。',
      ],
      trainings: [[], [], ['worry-time'], ['worry-time']],
    },
    {
      key: 'future',
      name: '前景不确定',
      description: '对竞争、结果和未来选择的担心与犹豫。',
      texts: [
        '对结果有合理的预期，不会被各种消息和假设牵着走。',
        '偶尔会为竞争和结果担心，能较快回到复习上。',
        '对结果、岗位竞争和未来去向的担忧较多，容易被各种消息和“万一”牵动情绪。',
        '对前途的不确定感很强，反复出现的“如果考不上怎么办”可能在持续消耗你的精力。',
      ],
      trainings: [[], [], ['worry-time'], ['worry-time']],
    },
    {
      key: 'energy',
      name: '身心状态',
      description: '疲惫、烦躁、失眠和缺少运动放松等身心信号。',
      texts: [
        '精力、情绪和睡眠状态良好，能支撑当前的复习强度。',
        '有时感到疲惫或烦躁，注意休息通常可以恢复。',
        '疲惫、烦躁或睡眠问题出现得较多，身体在提醒你调整节奏。',
        '身心疲惫已经比较明显，休息后也难以恢复，需要优先照顾好自己。',
      ],
      trainings: [
        [],
        ['breathing'],
        ['muscle-relaxation', 'breathing'],
        ['muscle-relaxation', 'breathing', 'schedule'],
      ],
    },
  ],
  items: [
    { sub: 'load', stem: '要复习的内容太多，我觉得时间怎么都不够用。' },
    { sub: 'expect', stem: '家人对我“上岸”抱有很高期望，这让我感到压力。' },
    { sub: 'future', stem: '我担心报考岗位竞争太激烈，自己没有机会。' },
    { sub: 'energy', stem: '最近我常感到疲惫，休息之后也难以恢复。' },
    { sub: 'load', stem: '大多数日子，我能按计划完成当天的复习任务。', reverse: true },
    { sub: 'expect', stem: '我担心考不上会让身边的人失望。' },
    { sub: 'future', stem: '我常怀疑选择考公（考编）是不是正确的决定。' },
    { sub: 'energy', stem: '我比以前更容易烦躁或情绪低落。' },
    { sub: 'expect', stem: '我可以坦然地和家人聊备考中遇到的困难。', reverse: true },
    { sub: 'load', stem: '行测、申论要同时兼顾，让我感到分身乏术。' },
    { sub: 'future', stem: '想到“如果这次考不上怎么办”，我就心烦意乱。' },
    { sub: 'energy', stem: '我会因为备考的事情失眠或早醒。' },
    { sub: 'load', stem: '一想到还有没复习到的模块，我就感到压力很大。' },
    { sub: 'future', stem: '无论这次结果如何，我对自己的未来都有基本的把握。', reverse: true },
    { sub: 'expect', stem: '亲友问起备考进展时，我会觉得不自在。' },
    { sub: 'energy', stem: '大多数日子里，我的精力足以应付当天的复习。', reverse: true },
    { sub: 'load', stem: '工作（或学业）和备考同时进行，让我疲于应付。' },
    { sub: 'expect', stem: '看到同学、朋友陆续上岸，我会感到着急。' },
    { sub: 'future', stem: '关于招考政策、岗位变化的各种消息，我会忍不住反复查看。' },
    { sub: 'energy', stem: '我很难从复习中抽出时间运动或放松。' },
  ],
};
