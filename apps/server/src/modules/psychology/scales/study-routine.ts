import type { ScaleSpec } from '../content.ts';

/**
 * 学习习惯与作息: planning, focus, sleep and routine, reviewing. Here a higher score is better,
 * so the negatively worded items are the reverse-scored ones and the best band is the top range.
 * It is about habits, so its report does not point to professional help.
 */
export const STUDY_ROUTINE: ScaleSpec = {
  code: 'study-routine',
  name: '学习习惯与作息',
  measures: '了解学习计划、专注效率、作息睡眠和复盘调整方面的习惯。',
  intro:
    '备考拼的不只是努力，更是可持续的节奏。本测评从计划与目标、专注与效率、作息与睡眠、复盘与调整四个方面，' +
    '看看你的学习习惯哪里已经做得不错、哪里还有提升空间，并帮你排出一份更合理的作息表。',
  instructions: '请根据最近一个月的实际做法（而不是希望做到的样子）作答，选择最符合的一项。',
  scoreNote: '分数越高，学习习惯与作息越好',
  minutes: 4,
  helpLevel: null,
  options: [
    ['几乎没有', 1],
    ['有时', 2],
    ['经常', 3],
    ['几乎总是', 4],
  ],
  cuts: [225, 275, 325],
  higherIsBetter: true,
  bandNames: ['良好', '一般', '待改善', '需调整'],
  bands: [
    {
      summary:
        '你的学习习惯和作息整体良好，计划、专注、作息和复盘形成了不错的循环。继续保持，冲刺阶段也不要打乱节奏。',
      advice: [
        '保持现有节奏，冲刺阶段也尽量不熬夜。',
        '每周做一次复盘，把时间投到得分率最低的模块。',
        '临近考试时，按考试的时间段安排模考，让生物钟与考场对齐。',
      ],
      trainings: [],
    },
    {
      summary:
        '你的学习习惯整体尚可，但有一两个方面拖了后腿。找到得分最低的分量表，针对性地改进，效率会有明显提升。',
      advice: [
        '对照分量表，从得分最低的一项开始改进，一次只改一个习惯。',
        '用作息表把每天的学习时段固定下来。',
        '学习时把手机放到另一个房间，或开启专注模式。',
      ],
      trainings: ['schedule'],
    },
    {
      summary:
        '你的学习习惯有较多可以改进的地方，计划、专注、作息或复盘中可能有两项以上不够稳定，投入的时间未必换来相应的进步。',
      advice: [
        '先用作息表固定起床和入睡时间，它是其他习惯的“锚”。',
        '把每天的任务写成 3—5 条具体清单，完成一条划掉一条。',
        '以“45 分钟学习 + 10 分钟休息”为一个单元，逐步拉长专注时间。',
        '每周日花半小时回顾本周的完成情况，调整下周计划。',
      ],
      trainings: ['schedule'],
    },
    {
      summary:
        '你的学习节奏目前比较松散，计划、作息或专注方面都需要重新搭建。好在习惯是可以练出来的，从一两个小改变开始就好。',
      advice: [
        '这一周只做两件事：固定起床时间，每天列出 3 项必做任务。',
        '睡眠优先：保证 7 小时左右，不用熬夜去换学习时间。',
        '从每次 25 分钟的专注学习开始，逐步延长。',
        '找一位研友或加入学习小组，互相监督打卡。',
      ],
      trainings: ['schedule'],
    },
  ],
  subscales: [
    {
      key: 'plan',
      name: '计划与目标',
      description: '有没有清楚的阶段目标和每天的任务。',
      texts: [
        '有清晰的阶段目标和每日任务，复习推进有章法。',
        '有大致的计划，但细化到每天的任务还不够稳定。',
        '计划比较模糊，常常临时决定学什么，进度难以把握。',
        '基本没有成形的计划，复习容易东一榔头西一棒子。',
      ],
      trainings: [[], ['schedule'], ['schedule'], ['schedule']],
    },
    {
      key: 'focus',
      name: '专注与效率',
      description: '学习时能否排除干扰、保持专注，并控制做题节奏。',
      texts: [
        '能排除干扰、长时间专注，并有意识地练习做题速度。',
        '多数时候能专注，偶尔被手机等打断。',
        '学习常被消息、视频打断，有效学习时间可能远少于坐在桌前的时间。',
        '专注困难比较明显，干扰几乎贯穿学习过程，效率受到较大影响。',
      ],
      trainings: [[], [], ['schedule'], ['schedule', 'breathing']],
    },
    {
      key: 'sleep',
      name: '作息与睡眠',
      description: '起居是否规律、睡眠是否充足、有没有运动。',
      texts: [
        '作息规律、睡眠充足，还保持着运动习惯，体力足以支撑复习。',
        '作息大体规律，偶有熬夜或运动不足。',
        '作息不太规律，熬夜或睡眠不足比较常见，白天的精力可能受影响。',
        '作息紊乱、长期睡眠不足，会直接拖累记忆和考场状态，应当优先调整。',
      ],
      trainings: [
        [],
        ['schedule'],
        ['schedule', 'muscle-relaxation'],
        ['schedule', 'muscle-relaxation'],
      ],
    },
    {
      key: 'review',
      name: '复盘与调整',
      description: '是否整理错题、回顾计划、分析模考，并及时调整方法。',
      texts: [
        '有定期复盘的习惯，能根据错题和模考结果调整方法。',
        '会整理部分错题，复盘还不够系统。',
        '复盘较少，同样的错误可能反复出现。',
        '几乎没有复盘与调整，容易陷入“刷了很多题却不见提高”的状态。',
      ],
      trainings: [[], [], ['schedule'], ['schedule']],
    },
  ],
  items: [
    { sub: 'plan', stem: '我有一份细化到每周的复习计划。' },
    { sub: 'focus', stem: '学习时，我会把手机放远或开启专注模式。' },
    { sub: 'sleep', stem: '我每天大致在固定的时间起床和入睡。' },
    { sub: 'review', stem: '我会定期整理错题，并回头重做。' },
    { sub: 'focus', stem: '学习时，我经常被消息、短视频等打断。', reverse: true },
    { sub: 'plan', stem: '每天开始学习前，我清楚今天要完成哪些任务。' },
    { sub: 'sleep', stem: '我会熬夜到凌晨一点以后。', reverse: true },
    { sub: 'review', stem: '每周我会回顾计划的完成情况，并做出调整。' },
    { sub: 'plan', stem: '我常常临时决定今天学什么，想到哪学到哪。', reverse: true },
    { sub: 'focus', stem: '我能连续专注学习 40 分钟以上。' },
    { sub: 'sleep', stem: '我每天能保证 7 小时左右的睡眠。' },
    { sub: 'review', stem: '做完模考后，我会分析各模块的得分和用时。' },
    { sub: 'plan', stem: '我会根据考试日期，倒推各阶段的复习目标。' },
    { sub: 'focus', stem: '做题时，我会给自己限定时间，模拟考场节奏。' },
    { sub: 'review', stem: '发现某种学习方法效果不好时，我仍会硬撑着不去调整。', reverse: true },
    { sub: 'sleep', stem: '我每周有两三次 30 分钟以上的运动或户外活动。' },
  ],
};
