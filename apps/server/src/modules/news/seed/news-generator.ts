import type { NewArticle } from '../article-writer.ts';
import * as T from './news-templates.ts';
import { mulberry32 } from '../../../lib/seeded-random.ts';

/**
 * Turns the templates into articles. Deterministic for a given seed, so the demo site looks
 * the same on every machine; the benchmark uses the same code for its 100 000 articles.
 */
export type Rng = () => number;

/** Seeded: the same demo news on every machine. */
export function createRng(seed: number): Rng {
  return mulberry32(seed);
}

const pick = <V>(rng: Rng, items: readonly V[]): V => items[Math.floor(rng() * items.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export interface GeneratorContext {
  /** Column id by column directory (children and top-level columns). */
  columns: Map<string, number>;
  cities: Array<{ id: number; name: string; province: string }>;
  /** Articles are spread over the days before this moment. */
  now: Date;
  spreadDays: number;
}

interface Draft {
  title: string;
  paragraphs: Array<string | [heading: string, text: string]>;
  tags: string[];
  source: string;
  province?: string;
}

type Filler = (text: string) => string;

function filler(rng: Rng, year: number, province: string, org: string): Filler {
  const month = int(rng, 3, 11);
  return (text) =>
    text
      .replaceAll('{Y}', String(year))
      .replaceAll('{P}', province)
      .replaceAll('{ORG}', org)
      .replaceAll('{N}', String(int(rng, 120, 9800)))
      .replaceAll('{K}', String(int(rng, 35, 72)))
      .replaceAll(
        '{SIGNUP}',
        `${year}年${month}月${int(rng, 1, 10)}日至${month}月${int(rng, 15, 25)}日`,
      )
      .replaceAll('{EXAM}', `${year}年${Math.min(12, month + 1)}月${int(rng, 1, 28)}日`)
      .replaceAll('{DATE}', `${year}年${month}月${int(rng, 1, 28)}日`)
      .replaceAll('{S1}', String(int(rng, 100, 110)))
      .replaceAll('{S2}', String(int(rng, 95, 100)))
      .replaceAll('{S3}', String(int(rng, 85, 95)))
      .replaceAll('{TOPIC}', '这类');
}

const LINXUAN_CONDITIONS =
  '报名人员应为县级以下机关中已进行公务员登记的在职公务员，具有两年以上基层工作经历，近三年年度考核均为称职以上等次，身体健康，年龄一般不超过40周岁，并经所在单位同意。';

/** The plan paragraph in the words each kind of exam uses. */
function planFor(exam: string, rng: Rng): string {
  if (exam.includes('遴选')) {
    return `{Y}年{ORG}计划公开遴选公务员${int(rng, 12, 260)}名，职位主要分布在综合文字、政策研究、经济管理和执法监督等岗位。`;
  }
  if (exam.includes('事业单位')) {
    return `{Y}年{ORG}所属事业单位计划公开招聘工作人员${int(rng, 60, 2000)}名，岗位分为管理岗位和专业技术岗位。`;
  }
  if (exam.includes('军队文职')) {
    return `{Y}年军队计划面向社会公开招考文职人员${int(rng, 8000, 20000)}名，涉及管理类和专业技术类岗位。`;
  }
  return T.NOTICE_PARAGRAPHS.plan;
}

function notice(rng: Rng, year: number, exam: string, province: string, org: string): Draft {
  const fill = filler(rng, year, province, org);
  const P = T.NOTICE_PARAGRAPHS;
  return {
    title: '',
    paragraphs: [
      fill(
        `根据公务员法和《公务员录用规定》等法律法规，经研究决定，${org}${year}年${exam}工作现将有关事项公告如下。`,
      ),
      ['一、招录计划', fill(planFor(exam, rng))],
      ['二、报考条件', exam.includes('遴选') ? LINXUAN_CONDITIONS : P.conditions],
      ['三、报名时间及方式', fill(P.signup)],
      ['四、考试内容', fill(P.exam)],
      ['五、注意事项', P.notes],
    ],
    tags: [],
    source: `${org}官网`,
    province,
  };
}

function guide(rng: Rng, topic: string, lead: string, tags: string[]): Draft {
  const paragraphs = [...T.GUIDE_PARAGRAPHS]
    .sort(() => rng() - 0.5)
    .slice(0, 3)
    .map((text) => text.replaceAll('{TOPIC}', topic).replaceAll('{N}', String(int(rng, 20, 60))));
  return {
    title: '',
    paragraphs: [
      lead,
      ['一、题型特点', paragraphs[0]!],
      ['二、解题方法', paragraphs[1]!],
      ['三、备考建议', paragraphs[2]!],
    ],
    tags,
    source: '上岸教研中心',
  };
}

/** One article of a given column directory. */
function draftFor(
  dir: string,
  rng: Rng,
  year: number,
  city: GeneratorContext['cities'][number] | null,
): Draft {
  const province = city?.province ?? pick(rng, T.PROVINCES);
  const where = city?.name ?? province;
  const fill = filler(rng, year, province, '');
  switch (dir) {
    case 'guokao': {
      const title = pick(rng, [
        `${year}年度中央机关及其直属机构考试录用公务员公告`,
        `${year}国考报名入口及时间安排`,
        `${year}国考补录公告：${int(rng, 300, 2600)}个职位面向社会公开补录`,
        `${year}国考笔试时间确定，${pick(rng, T.DEPARTMENTS)}招录人数居前`,
      ]);
      return {
        ...notice(rng, year, '考试录用公务员', '全国', '国家公务员局'),
        title,
        tags: ['国考', '公告', '报名'],
      };
    }
    case 'shengkao':
      return {
        ...notice(rng, year, '考试录用公务员', province, `${province}省公务员局`),
        title: pick(rng, [
          `${year}年${where}考试录用公务员公告（招录${int(rng, 800, 9000)}人）`,
          `${where}${year}年度公务员考试报名时间及入口`,
          `${year}${where}省考公告解读：招录人数较去年增加${int(rng, 3, 25)}%`,
        ]),
        tags: ['省考', '公告', province],
      };
    case 'linxuan':
      return {
        ...notice(rng, year, '公开遴选公务员', province, `${where}市委组织部`),
        title: pick(rng, [
          `${year}年${where}公开遴选公务员公告`,
          `${year}年中央机关公开遴选和公开选调公务员公告`,
          `${where}${pick(rng, ['市直机关', '省直机关', '纪委监委机关'])}${year}年公开遴选工作人员公告`,
        ]),
        tags: ['遴选', '公告'],
      };
    case 'junduiwenzhi':
      return {
        ...notice(rng, year, '军队文职人员公开招考', '全国', '中央军委政治工作部'),
        title: `${year}年军队文职人员公开招考公告（${int(rng, 1200, 8000)}个岗位）`,
        tags: ['军队文职', '公告'],
      };
    case 'zhiweibiao':
    case 'baomingrenshu':
    case 'zhiweifenxi': {
      const title =
        dir === 'zhiweibiao'
          ? `${year}${where}公务员考试职位表下载（Excel版）`
          : dir === 'baomingrenshu'
            ? `${year}${where}公务员考试报名第${int(rng, 2, 8)}天：${int(rng, 1, 30)}万人过审，最热职位竞争比${int(rng, 300, 4000)}:1`
            : `${year}${where}省考职位分析：应届生可报职位占比${int(rng, 40, 70)}%`;
      return {
        title,
        paragraphs: [
          fill(
            '本次考试共设置招录职位{N}个，其中不限专业的职位较去年有所减少，对专业和基层工作经历有要求的职位比例上升。',
          ),
          [
            '职位特点',
            '从学历要求看，本科及以上学历可报职位占绝大多数；从专业看，法学、经济学、计算机类专业可报职位最多。',
          ],
          [
            '报考建议',
            '建议考生结合自身专业、户籍和工作经历筛选职位，优先考虑竞争比相对较低、与自身条件匹配度高的岗位，不要盲目扎堆热门职位。',
          ],
        ],
        tags: ['职位表', '报名', province],
        source: '上岸教研中心',
      };
    }
    case 'xingce': {
      const [module, techniques] = pick(rng, T.XINGCE_MODULES);
      const technique = pick(rng, techniques);
      return {
        ...guide(
          rng,
          module,
          `${module}是行测中分值稳定的模块。本文围绕“${technique}”展开，帮助考生提升做题速度和正确率。`,
          ['行测', module],
        ),
        title: `行测${module}：${technique}`,
      };
    }
    case 'shenlun': {
      const [type, tip] = pick(rng, T.SHENLUN_TYPES);
      return {
        ...guide(rng, type, `申论${type}题的核心要求是：${tip}。`, ['申论', type]),
        title: `申论${type}题答题技巧：${tip.split('，')[0]}`,
      };
    }
    case 'gongji':
    case 'zhiyenengli':
    case 'zongheyingyong': {
      const topic = pick(rng, [
        '政治理论',
        '法律常识',
        '公文写作',
        '经济常识',
        '管理常识',
        '科技人文',
      ]);
      const prefix =
        dir === 'gongji' ? '公共基础知识' : dir === 'zhiyenengli' ? '事业单位职测' : '事业单位综应';
      return {
        ...guide(rng, topic, `${topic}是${prefix}的重点内容，本文梳理近年高频考点与答题方法。`, [
          dir === 'gongji' ? '公基' : '事业单位',
          topic,
        ]),
        title: `${prefix}：${topic}高频考点梳理`,
      };
    }
    case 'beikaojingyan':
      return {
        ...guide(
          rng,
          '备考',
          '每一位上岸的考生都有自己的故事。这篇经验来自一位刚刚通过考试的学员，希望对你有所启发。',
          ['备考经验'],
        ),
        title: pick(rng, T.EXPERIENCE_TITLES),
      };
    case 'jiegouhua':
    case 'xuandiaomianshi': {
      const [type, rule] = pick(rng, T.INTERVIEW_TYPES);
      const paragraphs = [...T.INTERVIEW_PARAGRAPHS].sort(() => rng() - 0.5).slice(0, 3);
      return {
        title: `${dir === 'xuandiaomianshi' ? '选调生' : '结构化'}面试${type}题答题思路与范例`,
        paragraphs: [
          `${type}题的作答要点：${rule}。`,
          ...paragraphs,
          [
            '参考范例',
            `问：${pick(rng, T.ESSAY_THEMES)}，谈谈你的看法。答：我认为这一做法值得肯定……`,
          ],
        ],
        tags: ['面试', type, dir === 'xuandiaomianshi' ? '选调生' : '结构化面试'],
        source: '上岸面试研究院',
      };
    }
    case 'wulingdao':
      return {
        title: `无领导小组讨论${pick(rng, ['中如何争取时间控制者角色', '的评分要素全解析', '常见题型：排序题怎么讨论', '总结陈词的三个要点'])}`,
        paragraphs: [...T.INTERVIEW_PARAGRAPHS].sort(() => rng() - 0.5).slice(0, 3),
        tags: ['面试', '无领导小组'],
        source: '上岸面试研究院',
      };
    case 'mianshizhenti': {
      const month = int(rng, 1, 12);
      const [type] = pick(rng, T.INTERVIEW_TYPES);
      return {
        title: `${year}年${month}月${int(rng, 1, 28)}日${where}公务员面试真题（${pick(rng, ['税务系统', '公安系统', '乡镇岗', '市直机关', '海关系统'])}）`,
        paragraphs: [
          `第一题（${type}）：${pick(rng, T.CURRENT_EVENTS)}，对此你怎么看？`,
          `第二题（组织管理）：单位要开展“${pick(rng, T.ESSAY_THEMES)}”主题宣传活动，领导交给你负责，你会怎么组织？`,
          '第三题（应急应变）：你在窗口单位工作，群众因排队时间长情绪激动，与同事发生争执，你怎么处理？',
          ['解析', T.INTERVIEW_PARAGRAPHS[1]!],
        ],
        tags: ['面试', '真题', province],
        source: '考生回忆整理',
      };
    }
    case 'dazuowen': {
      const theme = pick(rng, T.ESSAY_THEMES);
      return {
        title: `申论范文：${theme}`,
        paragraphs: [
          `${theme}，是新时代赋予我们的课题，也是广大干部群众的共同期盼。`,
          [
            '分论点一',
            '要坚持问题导向，把群众的急难愁盼作为工作的出发点，在调查研究中找准症结、对症下药。',
          ],
          ['分论点二', '要坚持系统观念，统筹各方资源，形成政府引导、市场运作、社会参与的合力。'],
          ['分论点三', '要坚持久久为功，建立长效机制，以钉钉子精神推动各项举措落地见效。'],
          '行而不辍，未来可期。只要我们坚定信心、真抓实干，就一定能交出让人民满意的答卷。',
        ],
        tags: ['申论', '范文'],
        source: '上岸教研中心',
      };
    }
    case 'xiaoti': {
      const [type, tip] = pick(rng, T.SHENLUN_TYPES);
      return {
        title: `申论小题范例：${type}题高分答案示范（${where}卷）`,
        paragraphs: [
          `本题考查${type}能力，${tip}。`,
          ['参考答案', '一是……；二是……；三是……（要点齐全、表述规范，字数控制在题目要求以内）。'],
          ['评分要点', '要点准确全面得基础分，逻辑清晰、语言规范可获得加分。'],
        ],
        tags: ['申论', type],
        source: '上岸教研中心',
      };
    }
    case 'shizhengyaowen':
    case 'redianjiedu': {
      const event = pick(rng, T.CURRENT_EVENTS);
      return {
        title: `${dir === 'redianjiedu' ? '热点解读' : '时政要闻'}：${event}`,
        paragraphs: [`近日，${event}，引发社会广泛关注。`, ...T.NEWS_PARAGRAPHS.slice(0, 3)],
        tags: ['时政', '申论素材'],
        source: pick(rng, ['新华社', '人民日报', '央视新闻', '中国政府网']),
      };
    }
    case 'xuandiaogonggao':
    case 'dingxiang': {
      const uni = pick(rng, T.UNIVERSITIES);
      return {
        ...notice(rng, year, '选调优秀高校毕业生', province, `中共${where}省委组织部`),
        title:
          dir === 'dingxiang'
            ? `${year}年${where}面向${uni}等高校定向选调优秀毕业生公告`
            : `${year}年${where}选调优秀大学毕业生到基层工作公告`,
        tags: ['选调生', '公告', province],
      };
    }
    case 'shiyegonggao':
      return {
        ...notice(
          rng,
          year,
          '事业单位公开招聘工作人员',
          province,
          `${where}市人力资源和社会保障局`,
        ),
        title: `${year}年${where}事业单位公开招聘工作人员公告（${int(rng, 60, 2000)}人）`,
        tags: ['事业单位', '公告', province],
      };
    case 'bishichengji':
    case 'fenshuxian':
    case 'jinmianmingdan': {
      const title =
        dir === 'bishichengji'
          ? `${year}${where}公务员考试笔试成绩查询入口已开通`
          : dir === 'fenshuxian'
            ? `${year}国考进面分数线汇总：${pick(rng, T.DEPARTMENTS)}最低进面分${int(rng, 105, 140)}分`
            : `${year}${where}公务员考试进入面试人员名单公布`;
      return {
        title,
        paragraphs: T.SCORE_PARAGRAPHS.map(fill),
        tags: ['成绩查询', '分数线', province],
        source: `${where}人事考试网`,
      };
    }
    case 'guokaozhenti':
    case 'shengkaozhenti':
      return {
        title:
          dir === 'guokaozhenti'
            ? `${year}国考${pick(rng, ['副省级', '地市级', '行政执法'])}${pick(rng, ['申论', '行测'])}真题及参考答案`
            : `${year}${where}省考${pick(rng, ['申论', '行测'])}真题（完整版）`,
        paragraphs: T.PAPER_PARAGRAPHS,
        tags: ['真题', dir === 'guokaozhenti' ? '国考' : '省考'],
        source: '考生回忆整理',
      };
    case 'gongsidongtai':
    case 'meitibaodao':
      return {
        title: pick(rng, T.COMPANY_EVENTS),
        paragraphs: T.COMPANY_PARAGRAPHS,
        tags: ['上岸动态'],
        source:
          dir === 'meitibaodao' ? pick(rng, ['中国教育报', '新京报', '澎湃新闻']) : '上岸教育',
      };
    case 'zhaokaozhengce': {
      const [topic, detail] = pick(rng, T.POLICY_TOPICS);
      return {
        title: `${year}公务员招考政策解读：${topic}`,
        paragraphs: [`${detail}。`, ...T.POLICY_PARAGRAPHS],
        tags: ['政策解读', '报考指南'],
        source: '上岸教研中心',
      };
    }
    default: {
      const title = pick(rng, T.WELFARE_TOPICS);
      return {
        title: `${title}？一文讲清`,
        paragraphs: [`不少考生关心：${title}？`, ...T.POLICY_PARAGRAPHS],
        tags: ['待遇福利', '报考指南'],
        source: '上岸教研中心',
      };
    }
  }
}

function toHtml(paragraphs: Draft['paragraphs']): string {
  return paragraphs
    .map((item) =>
      typeof item === 'string' ? `<p>${item}</p>` : `<h3>${item[0]}</h3><p>${item[1]}</p>`,
    )
    .join('');
}

/** Child column directories the generator writes for (the top-level ones hold no articles). */
export const ARTICLE_DIRS = [
  'guokao',
  'shengkao',
  'linxuan',
  'junduiwenzhi',
  'zhiweibiao',
  'baomingrenshu',
  'zhiweifenxi',
  'xingce',
  'shenlun',
  'gongji',
  'beikaojingyan',
  'jiegouhua',
  'wulingdao',
  'mianshizhenti',
  'dazuowen',
  'xiaoti',
  'shizhengyaowen',
  'redianjiedu',
  'xuandiaogonggao',
  'dingxiang',
  'xuandiaomianshi',
  'shiyegonggao',
  'zhiyenengli',
  'zongheyingyong',
  'bishichengji',
  'fenshuxian',
  'jinmianmingdan',
  'guokaozhenti',
  'shengkaozhenti',
  'gongsidongtai',
  'meitibaodao',
  'zhaokaozhengce',
  'daiyufuli',
];

/** The index-th generated article: columns in turn, a sixth of them for a city sub-site. */
export function generateArticle(ctx: GeneratorContext, rng: Rng, index: number): NewArticle {
  const dir = ARTICLE_DIRS[index % ARTICLE_DIRS.length]!;
  const columnId = ctx.columns.get(dir);
  if (!columnId) throw new Error(`column ${dir} is not seeded`);
  const city = ctx.cities.length > 0 && rng() < 0.18 ? pick(rng, ctx.cities) : null;
  const ageMs = rng() * ctx.spreadDays * 86_400_000;
  const published = new Date(ctx.now.getTime() - ageMs);
  const year = published.getUTCFullYear() + (published.getUTCMonth() >= 9 ? 1 : 0);
  const draft = draftFor(dir, rng, year, city);
  // Recent articles have had less time to be read.
  const views = Math.floor(rng() * 5000 * Math.min(1, ageMs / (30 * 86_400_000)) + rng() * 300);
  return {
    columnId,
    cityId: city?.id ?? null,
    title: draft.title,
    body: toHtml(draft.paragraphs),
    source: draft.source,
    author: pick(rng, ['上岸编辑部', '李老师', '王老师', '陈老师', '张老师', '刘老师']),
    viewCount: views,
    publishTime: published.toISOString(),
    tags: [...new Set(draft.tags)].slice(0, 4),
  };
}
