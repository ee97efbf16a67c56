import type { Insertable, Transaction } from 'kysely';
import type { Database, SiteAdTable } from '../../../db/database.ts';
import { sanitizeRichText } from '../../../lib/sanitize-html.ts';
import type { Engine } from '../../../db/connect.ts';
import { createArticles } from '../article-writer.ts';

/** Topics (专题): each article directory in `dirs` fills the list of that type number. */
/** The exam season a date belongs to: from October on, candidates prepare for next year's. */
export function examYear(now: string): number {
  const date = new Date(Date.parse(now) + 8 * 3_600_000);
  return date.getUTCFullYear() + (date.getUTCMonth() >= 9 ? 1 : 0);
}

export const topics = (year: number) =>
  [
    {
      key: 'guokao',
      title: `${year}国考备考专题`,
      summary: '国考公告、职位分析、行测申论备考与历年真题，一站看全。',
      classification: '公务员',
      types: ['最新公告', '备考指导', '真题解析'],
      dirs: { guokao: 1, baomingrenshu: 1, xingce: 2, guokaozhenti: 3 },
    },
    {
      key: 'shengkao',
      title: '省考联考专题',
      summary: '各省公告汇总、职位表下载、报名人数追踪与申论备考。',
      classification: '公务员',
      types: ['最新公告', '备考指导', '真题解析'],
      dirs: { shengkao: 1, zhiweibiao: 1, shenlun: 2, shengkaozhenti: 3 },
    },
    {
      key: 'linxuan',
      title: '公开遴选专题',
      summary: '中央和地方遴选公告、笔试申论范文与案例分析。',
      classification: '遴选',
      types: ['遴选公告', '申论范文', '答题示范'],
      dirs: { linxuan: 1, dazuowen: 2, xiaoti: 3 },
    },
    {
      key: 'xuandiao',
      title: '选调生专题',
      summary: '定向选调、普通选调公告与选调面试备考。',
      classification: '选调生',
      types: ['选调公告', '面试备考', '上岸经验'],
      dirs: { xuandiaogonggao: 1, dingxiang: 1, xuandiaomianshi: 2, beikaojingyan: 3 },
    },
    {
      key: 'shiye',
      title: '事业单位联考专题',
      summary: '事业单位招聘公告、职测综应题型讲解。',
      classification: '事业单位',
      types: ['招聘公告', '职测备考', '综应备考'],
      dirs: { shiyegonggao: 1, zhiyenengli: 2, zongheyingyong: 3 },
    },
    {
      key: 'mianshi',
      title: '公务员面试专题',
      summary: '结构化面试、无领导小组讨论技巧与最新面试真题。',
      classification: '面试',
      types: ['结构化面试', '无领导小组', '面试真题'],
      dirs: { jiegouhua: 1, wulingdao: 2, mianshizhenti: 3 },
    },
  ] as const;

export const pdfArticles = (year: number) =>
  [
    {
      dir: 'zhiweibiao',
      fileName: 'zhiweibiao-jiexuan.pdf',
      title: `${year}年度公务员考试招录职位表（节选）`,
      summary: '节选部分中央机关及省级直属机构招录职位，含职位代码、招录人数、专业与学历要求。',
      source: '国家公务员局',
      tags: ['职位表', '国考'],
      pages: [
        '说明：本表为节选，完整职位信息以报名网站公布为准。考生报考前请仔细核对专业、学历、政治面貌和基层工作经历等要求。',
        '职位代码 300110001001，国家税务总局某市税务局，一级行政执法员，招录 3 人，要求本科及以上学历，专业为经济学类、财政学类，不限政治面貌，无基层工作经历要求。',
        '职位代码 300110002002，海关总署某海关，海关业务一级主管，招录 2 人，要求本科及以上学历，专业为法学类，需通过国家统一法律职业资格考试。',
        '职位代码 300110003003，国家统计局某调查队，业务科室一级科员，招录 1 人，要求硕士研究生及以上学历，专业为统计学类，限应届高校毕业生报考。',
        '报考咨询：请直接联系各招录机关的咨询电话，咨询时间为工作日上午 9:00 至 11:30，下午 14:00 至 17:00。',
      ],
    },
    {
      dir: 'shenlun',
      fileName: 'shenlun-datizhi.pdf',
      title: '申论标准答题纸（练习用）',
      summary: '按照考试答题卡样式制作的申论练习答题纸，可打印使用，帮助考生把控书写字数与卷面。',
      source: '上岸教研中心',
      tags: ['申论', '备考'],
      pages: [
        '使用说明：请使用黑色字迹的钢笔或签字笔作答，字迹工整、卷面整洁。每题作答前先在草稿纸上列出提纲，再誊写到答题区域。',
        '第一题 归纳概括（15 分）：要求全面、准确、有条理，不超过 200 字。',
        '第二题 综合分析（20 分）：要求观点明确、分析透彻、条理清楚，不超过 300 字。',
        '第三题 提出对策（15 分）：要求对策具体可行、针对性强，不超过 250 字。',
        '第四题 文章写作（40 分）：自选角度、自拟题目，观点明确、联系实际，总字数 1000 至 1200 字。',
      ],
    },
    {
      dir: 'jiegouhua',
      fileName: 'mianshi-pingfen.pdf',
      title: '公务员结构化面试评分标准与要素说明',
      summary:
        '综合分析、计划组织协调、人际交往、应变能力、言语表达、举止仪表六项测评要素的评分说明。',
      source: '上岸面试研究院',
      tags: ['面试', '结构化面试'],
      pages: [
        '综合分析能力：对事物能从宏观和微观多个角度进行分析，考虑问题全面，分析透彻，能把握事物的本质和规律。',
        '计划、组织、协调能力：能够根据工作目标预见未来的要求、机会和不利因素，作出计划，合理配置资源，及时调整活动。',
        '人际交往的意识与技巧：人际合作的主动性，理解组织中的权属关系，沟通的有效性和原则性。',
        '应变能力：在有压力的情境下思维反应敏捷，情绪稳定，考虑问题周到。',
        '言语表达能力：理解他人的意思，口齿清晰、流利，内容有条理、富有逻辑性，用词准确、恰当。',
      ],
    },
    {
      dir: 'linxuan',
      fileName: 'linxuan-baomingbiao.pdf',
      title: '公开遴选公务员报名登记表（样表）',
      summary: '公开遴选报名登记表填写样表及注意事项，包括工作经历、年度考核结果与单位推荐意见。',
      source: '上岸编辑部',
      tags: ['遴选', '报名'],
      pages: [
        '一、基本信息：姓名、性别、出生年月、民族、政治面貌、参加工作时间、现工作单位及职务职级。',
        '二、学习经历：从高中填起，注明起止时间、学校、专业和学历学位，全日制与在职教育分别填写。',
        '三、工作经历：按时间顺序填写，起止时间应衔接，不得间断；注明每段经历的单位和职务。',
        '四、近三年年度考核结果：须为称职（合格）以上等次，并由所在单位人事部门盖章确认。',
        '五、所在单位意见：须经所在单位同意并签署推荐意见，未经同意擅自报考的，取消遴选资格。',
      ],
    },
  ] as const;

const MAIN_LINKS: Array<[string, string]> = [
  ['国家公务员局', 'http://www.scs.gov.cn/'],
  ['中国人事考试网', 'http://www.cpta.com.cn/'],
  ['人力资源和社会保障部', 'http://www.mohrss.gov.cn/'],
  ['中国政府网', 'https://www.gov.cn/'],
  ['中央机关公务员招考专题', 'http://bm.scs.gov.cn/'],
  ['学信网', 'https://www.chsi.com.cn/'],
  ['国家政务服务平台', 'https://gjzwfw.www.gov.cn/'],
  ['军队人才网', 'https://www.81rc.mil.cn/'],
];

const CITY_LINKS: Record<string, Array<[string, string]>> = {
  北京: [
    ['北京市人力资源和社会保障局', 'https://rsj.beijing.gov.cn/'],
    ['北京人事考试网', 'https://rsj.beijing.gov.cn/bjpta/'],
  ],
  上海: [
    ['上海市公务员局', 'https://www.shacs.gov.cn/'],
    ['上海市人力资源和社会保障局', 'https://rsj.sh.gov.cn/'],
  ],
  南京: [
    ['江苏省人力资源和社会保障厅', 'https://jshrss.jiangsu.gov.cn/'],
    ['南京市人力资源和社会保障局', 'https://rsj.nanjing.gov.cn/'],
  ],
  杭州: [
    ['浙江人事考试网', 'https://www.zjks.com/'],
    ['杭州市人力资源和社会保障局', 'https://hrss.hangzhou.gov.cn/'],
  ],
  成都: [
    ['四川人事考试网', 'https://www.scpta.com.cn/'],
    ['成都市人力资源和社会保障局', 'https://cdhrss.chengdu.gov.cn/'],
  ],
};

const HOT_WORDS: Array<[string, number]> = [
  ['国考公告', 420],
  ['省考', 360],
  ['申论', 310],
  ['面试', 280],
  ['遴选', 240],
  ['选调生', 200],
  ['职位表', 180],
  ['分数线', 150],
  ['行测', 140],
  ['事业单位', 120],
  ['军队文职', 90],
  ['成绩查询', 80],
];

function day(now: string, offsetDays: number): string {
  const shanghai = new Date(Date.parse(now) + 8 * 3_600_000 + offsetDays * 86_400_000);
  return shanghai.toISOString().slice(0, 10);
}

export async function seedPortal(
  trx: Transaction<Database>,
  now: string,
  refs: {
    cities: Array<{ id: number; name: string }>;
    latestByDir: Map<string, number>;
    engine: Engine;
    columns: Map<string, number>;
  },
): Promise<void> {
  const year = examYear(now);
  const cityId = (name: string) => refs.cities.find((city) => city.name === name)?.id ?? null;

  await trx
    .insertInto('friendly_link')
    .values([
      ...MAIN_LINKS.map(([name, link], index) => ({
        city_id: null,
        name,
        link,
        sort_order: index,
      })),
      ...Object.entries(CITY_LINKS).flatMap(([city, links]) =>
        links.map(([name, link], index) => ({
          city_id: cityId(city),
          name,
          link,
          sort_order: index,
        })),
      ),
    ])
    .execute();

  const article = (dir: string) => {
    const id = refs.latestByDir.get(dir);
    return id ? `/articleDetail/${id}` : '/';
  };
  const ads: Array<Insertable<SiteAdTable>> = [
    {
      position: 'banner',
      city_id: null,
      title: `${year}国考备考全程班`,
      subtitle: '名师带学 · 笔面一体 · 不过退费',
      link: '/list.html',
      sort_order: 0,
      created_at: now,
    },
    {
      position: 'banner',
      city_id: null,
      title: '省考联考公告汇总',
      subtitle: '31省招录信息实时更新',
      link: '/specialTopics',
      sort_order: 1,
      created_at: now,
    },
    {
      position: 'banner',
      city_id: null,
      title: 'VIP题库限时优惠',
      subtitle: '10万道真题，AI智能解析',
      link: '/vipRights',
      sort_order: 2,
      created_at: now,
    },
    {
      position: 'banner',
      city_id: null,
      title: '遴选考试全流程指南',
      subtitle: '报名 · 笔试 · 面试 · 录用',
      link: '/lxSpecial',
      sort_order: 3,
      created_at: now,
    },
    ...refs.cities.map((city, index) => ({
      position: 'banner',
      city_id: city.id,
      title: `${city.name}公务员考试最新公告`,
      subtitle: `${city.name}站 · 本地招考信息第一时间送达`,
      link: article('shengkao'),
      sort_order: index,
      created_at: now,
    })),
    {
      position: 'popup',
      city_id: null,
      title: '国考冲刺季 · VIP会员7折',
      subtitle: '题库、解析、课程全解锁，开通即享',
      link: '/vipRights',
      sort_order: 0,
      start_at: now,
      end_at: new Date(Date.parse(now) + 365 * 86_400_000).toISOString(),
      created_at: now,
    },
    {
      position: 'aboutUs',
      city_id: null,
      title: '下载上岸APP，随时随地刷题',
      subtitle: '进度云同步，错题自动收藏',
      link: '/download',
      sort_order: 0,
      created_at: now,
    },
    {
      position: 'aboutUs',
      city_id: null,
      title: '加入上岸讲师团队',
      subtitle: '我们在寻找热爱教育的你',
      link: '/joinUs',
      sort_order: 1,
      created_at: now,
    },
  ];
  // Every row names the same columns: SQLite has no DEFAULT inside a multi-row VALUES.
  await trx
    .insertInto('site_ad')
    .values(ads.map((ad) => ({ start_at: null, end_at: null, ...ad })))
    .execute();

  await trx
    .insertInto('portal_about_us')
    .values({
      portal_id: 81,
      profile: sanitizeRichText(
        '<p>上岸教育是一家专注于公务员、选调生、遴选和事业单位考试的在线教育平台，提供考试资讯、网校课程、智能题库和备考图书。</p><p>我们的教研团队由多年深耕公考培训的讲师组成，累计服务考生超过百万人次，帮助大量学员顺利上岸。</p>',
      ),
      app_url: '/download',
      app_profile: '上岸APP：刷题、看课、查公告，学习进度多端同步。',
      gxw_url: '/download',
      gxw_profile: '关注“上岸公考”公众号，每日推送最新招考公告与备考干货。',
      lxw_url: '/lxSpecial',
      lxw_profile: '关注“上岸遴选”公众号，获取遴选公告、真题与经验分享。',
      tiktok_url: '',
      tiktok_profile: '',
      updated_at: now,
    })
    .execute();

  await trx
    .insertInto('portal_page')
    .values([
      {
        portal_id: 81,
        type: 2,
        title: '企业文化',
        body: sanitizeRichText(
          '<h3>使命</h3><p>让每一位考生少走弯路，公平地获得优质的备考资源。</p><h3>愿景</h3><p>成为考生最信赖的公考学习伙伴。</p><h3>价值观</h3><ul><li>学员第一：一切从考生的真实需要出发</li><li>专业求实：每一道题、每一篇文章都经得起推敲</li><li>长期主义：做难而正确的事</li></ul>',
        ),
        updated_at: now,
      },
      {
        portal_id: 81,
        type: 3,
        title: '发展历程',
        body: sanitizeRichText(
          '<ul><li><strong>2016年</strong>：上岸教育成立，开设首批公务员笔试面授课程。</li><li><strong>2018年</strong>：上线网校平台，课程覆盖全国31个省份。</li><li><strong>2020年</strong>：推出智能题库，累计收录真题逾10万道。</li><li><strong>2022年</strong>：开设遴选、选调生专项课程，成立面试研究院。</li><li><strong>2024年</strong>：上线AI智能解析，服务考生超过百万人次。</li></ul>',
        ),
        updated_at: now,
      },
    ])
    .execute();

  const exams: Array<
    [
      title: string,
      type: string,
      province: string,
      city: string | null,
      start: number,
      end: number,
      exam: number,
      dir: string,
    ]
  > = [
    [`${year}年度国家公务员考试`, '国考', '全国', null, -20, -10, 12, 'guokao'],
    [`${year}年军队文职人员公开招考`, '军队文职', '全国', null, 5, 15, 40, 'junduiwenzhi'],
    [`${year}年北京市公务员考试`, '省考', '北京', '北京', 10, 18, 45, 'shengkao'],
    [`${year}年上海市公务员考试`, '省考', '上海', '上海', 12, 20, 46, 'shengkao'],
    [`${year}年江苏省公务员考试`, '省考', '江苏', '南京', 15, 22, 52, 'shengkao'],
    [`${year}年浙江省公务员考试`, '省考', '浙江', '杭州', 16, 23, 52, 'shengkao'],
    [`${year}年四川省公务员考试`, '省考', '四川', '成都', 25, 32, 66, 'shengkao'],
    [`${year}年中央机关公开遴选`, '遴选', '全国', null, 30, 38, 70, 'linxuan'],
    [`${year}年上半年事业单位联考`, '事业单位', '全国', null, 35, 42, 80, 'shiyegonggao'],
    [`${year}年选调生考试`, '选调生', '全国', null, 40, 48, 85, 'xuandiaogonggao'],
  ];
  // Each calendar entry opens its own announcement. The generated articles are random regions
  // (the newest 省考 one may be 宁夏's), so every entry gets an announcement written for it,
  // published a week before its sign-up opens (at the latest yesterday, so it is already live).
  const announcementIds = await createArticles(
    trx,
    refs.engine,
    exams.map(([title, , province, city, start, end, exam, dir], index) => ({
      columnId: refs.columns.get(dir)!,
      cityId: city ? cityId(city) : null,
      title: `${title}公告`,
      summary: `${title}报名时间为${day(now, start)}至${day(now, end)}，笔试${day(now, exam)}举行。`,
      body: [
        `<p>经研究决定，现就${title}有关事项公告如下。</p>`,
        `<h3>一、报考范围</h3><p>${province === '全国' ? '面向全国' : `面向${province}及全国`}符合条件的人员，具体职位以本次招考职位表为准。</p>`,
        `<h3>二、报名时间</h3><p>网上报名时间为${day(now, start)}至${day(now, end)}，逾期不再受理。</p>`,
        `<h3>三、考试时间</h3><p>笔试定于${day(now, exam)}举行，准考证请于考前一周登录报名网站打印。</p>`,
        `<p>请报考者认真阅读本公告及职位表，如实填写报考信息。</p>`,
      ].join(''),
      source: '上岸教育整理',
      author: '上岸编辑部',
      viewCount: 3000 + index * 211,
      publishTime: new Date(
        Date.parse(now) + Math.min(start - 7, -1) * 86_400_000 - index * 60_000,
      ).toISOString(),
    })),
  );
  await trx
    .insertInto('exam_topic')
    .values(
      exams.map(([title, exam_type, province, city, start, end, exam], index) => ({
        title,
        exam_type,
        province,
        city_id: city ? cityId(city) : null,
        signup_start: day(now, start),
        signup_end: day(now, end),
        exam_date: day(now, exam),
        article_id: announcementIds[index] ?? null,
        created_at: now,
      })),
    )
    .execute();

  await trx
    .insertInto('home_recommend')
    .values([
      {
        kind: 'course',
        title: `${year}国考笔试系统班`,
        subtitle: '行测+申论 · 120课时',
        link: '/list.html',
        price_fen: 199900,
        sort_order: 0,
      },
      {
        kind: 'course',
        title: '省考联考冲刺班',
        subtitle: '考前30天 · 押题模考',
        link: '/list.html',
        price_fen: 99900,
        sort_order: 1,
      },
      {
        kind: 'course',
        title: '结构化面试特训营',
        subtitle: '小班实战 · 一对一点评',
        link: '/list.html',
        price_fen: 299900,
        sort_order: 2,
      },
      {
        kind: 'course',
        title: '遴选笔试公开课',
        subtitle: '免费 · 每周三晚直播',
        link: '/publicClass',
        price_fen: 0,
        sort_order: 3,
      },
      {
        kind: 'book',
        title: `行政职业能力测验（${year}版）`,
        subtitle: '教材 · 全彩印刷',
        link: '/book',
        price_fen: 6800,
        sort_order: 0,
      },
      {
        kind: 'book',
        title: '申论高分范文100篇',
        subtitle: '范文 · 素材 · 点评',
        link: '/book',
        price_fen: 4800,
        sort_order: 1,
      },
      {
        kind: 'book',
        title: '历年国考真题精解',
        subtitle: '近十年真题 · 逐题解析',
        link: '/book',
        price_fen: 7800,
        sort_order: 2,
      },
      {
        kind: 'book',
        title: '面试高频题库800题',
        subtitle: '六大题型全覆盖',
        link: '/book',
        price_fen: 5800,
        sort_order: 3,
      },
    ])
    .execute();

  // A week of searches, so the hot list has something to show before anyone has searched.
  await trx
    .insertInto('search_keyword_daily')
    .values(
      HOT_WORDS.flatMap(([keyword, weekly]) =>
        Array.from({ length: 7 }, (_, offset) => ({
          keyword,
          day: day(now, -offset),
          count: Math.max(1, Math.round(weekly / 7)),
        })),
      ),
    )
    .execute();
}
