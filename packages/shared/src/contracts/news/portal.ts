import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { ColumnRef } from '../columns.ts';
import { ArticleSummary, CityRef } from './articles.ts';
import { TopicSummary } from './topics.ts';

/** The portal: home data (main site and city sub-sites), sub-sites, ads, links, exam calendar. */
const TAG = '首页';

export const Ad = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  link: Type.String(),
});
export type Ad = Static<typeof Ad>;

export const FriendlyLink = Type.Object({ name: Type.String(), link: Type.String() });
export type FriendlyLink = Static<typeof FriendlyLink>;

export const ExamTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  examType: Type.String(),
  province: Type.String(),
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  /** Asia/Shanghai dates, YYYY-MM-DD. */
  signupStart: Type.String(),
  signupEnd: Type.String(),
  examDate: Type.String(),
  articleId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ExamTopic = Static<typeof ExamTopic>;

/** A course or book on the home page. */
export const Teaser = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  link: Type.String(),
  /** Yuan, two decimals; '0.00' is free. */
  price: Type.String(),
});
export type Teaser = Static<typeof Teaser>;

/** A top column on the home page with its sub-columns and newest articles. */
export const ColumnBlock = Type.Object({
  column: ColumnRef,
  children: Type.Array(ColumnRef),
  articles: Type.Array(ArticleSummary),
});
export type ColumnBlock = Static<typeof ColumnBlock>;

/** Article lists here carry titles only: every summary is ''. */
export const HomeData = Type.Object({
  city: Type.Union([CityRef, Type.Null()]),
  banners: Type.Array(Ad),
  headlines: Type.Array(ArticleSummary),
  columnBlocks: Type.Array(ColumnBlock),
  weekHot: Type.Array(ArticleSummary),
  examCalendar: Type.Array(ExamTopic),
  courses: Type.Array(Teaser),
  books: Type.Array(Teaser),
  friendlyLinks: Type.Array(FriendlyLink),
  topics: Type.Array(TopicSummary),
});
export type HomeData = Static<typeof HomeData>;

const CityId = Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' }));

export const GetHomeData = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/index',
  tag: TAG,
  summary: '首页数据：轮播、栏目最新文章、本周热门、考试日历、课程图书、友情链接、专题',
  querystring: Type.Object({ cityId: CityId }),
  data: HomeData,
});

export const GetCityHomeData = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/cityIndex',
  tag: TAG,
  summary: '城市分站首页数据；city 为城市编号或目录名（如 beijing）',
  querystring: Type.Object({
    city: Type.String({
      minLength: 1,
      maxLength: 32,
      errorMessage: { required: '请指定城市分站', default: '城市参数不正确' },
    }),
  }),
  data: HomeData,
});

export const ListCitySites = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/citySite',
  tag: TAG,
  summary: '城市分站列表',
  data: Type.Array(CityRef),
});

export const ProvinceCities = Type.Object({
  province: Type.String(),
  cities: Type.Array(CityRef),
});
export type ProvinceCities = Static<typeof ProvinceCities>;

export const ListProvinceCities = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/provinceCity',
  tag: TAG,
  summary: '按省份分组的城市分站，可只取一个省份',
  querystring: Type.Object({ province: Type.Optional(Type.String({ maxLength: 32 })) }),
  data: Type.Array(ProvinceCities),
});

export const ListFriendlyLinks = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/citySiteLink',
  tag: TAG,
  summary: '友情链接（分站先列本地链接，再列主站链接）',
  querystring: Type.Object({ cityId: CityId }),
  data: Type.Array(FriendlyLink),
});

export const GetPopAd = endpoint({
  method: 'GET',
  path: '/pc/linxuan/pc/popAd',
  tag: TAG,
  summary: '首页弹窗广告（当前没有时 data 为 null）',
  querystring: Type.Object({ cityId: CityId }),
  data: Type.Union([Ad, Type.Null()]),
});

/** A city sees its own exams and the national ones; an unknown city is a 404. */
export const ListExamTopics = endpoint({
  method: 'GET',
  path: '/pc/examTopic/getExamTopic',
  tag: TAG,
  summary: '考试日历：按考试类型、省份、城市筛选，upcoming=1 只看未考的',
  querystring: Type.Object({
    examType: Type.Optional(Type.String({ maxLength: 16 })),
    province: Type.Optional(Type.String({ maxLength: 32 })),
    cityId: CityId,
    upcoming: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  }),
  data: Type.Array(ExamTopic),
});
