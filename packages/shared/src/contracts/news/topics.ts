import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { ArticlePage, ArticleSummary, NewsPageQuery } from './articles.ts';

/** Article topics (专题): a topic has typed article lists (最新公告, 备考指导 …); and tags. */
const TAG = '资讯';

export const TopicSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  classification: Type.String(),
  articleCount: Type.Integer(),
});
export type TopicSummary = Static<typeof TopicSummary>;

export const TopicType = Type.Object({
  type: Type.Integer(),
  name: Type.String(),
  articles: Type.Array(ArticleSummary),
});
export type TopicType = Static<typeof TopicType>;

export const TopicDetail = Type.Object({
  ...TopicSummary.properties,
  types: Type.Array(TopicType),
});
export type TopicDetail = Static<typeof TopicDetail>;

export const TagCount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  articleCount: Type.Integer(),
});
export type TagCount = Static<typeof TagCount>;

const TopicId = Type.Integer({ minimum: 1, errorMessage: '专题编号不正确' });

export const ListTopics = endpoint({
  method: 'GET',
  path: '/pc/articleTopics',
  tag: TAG,
  summary: '专题列表，可按分类筛选',
  querystring: Type.Object({ classification: Type.Optional(Type.String({ maxLength: 32 })) }),
  data: Type.Object({
    /** Every classification, whichever one was asked for. */
    classifications: Type.Array(Type.String()),
    list: Type.Array(TopicSummary),
  }),
});

export const GetTopic = endpoint({
  method: 'GET',
  path: '/pc/articleTopics/:id',
  tag: TAG,
  summary: '专题详情：各类型下的最新文章',
  params: Type.Object({ id: TopicId }),
  data: TopicDetail,
});

export const ListTopicTypeArticles = endpoint({
  method: 'GET',
  path: '/pc/articleTopics/:id/type/:type/articles',
  tag: TAG,
  summary: '专题某一类型的文章（分页）',
  params: Type.Object({
    id: TopicId,
    type: Type.Integer({ minimum: 1, maximum: 99, errorMessage: '专题类型不正确' }),
  }),
  querystring: NewsPageQuery,
  data: Type.Object({ ...ArticlePage.properties, typeName: Type.String() }),
});

export const ListTags = endpoint({
  method: 'GET',
  path: '/pc/tags',
  tag: TAG,
  summary: '常用标签（按文章数）',
  data: Type.Array(TagCount),
});
