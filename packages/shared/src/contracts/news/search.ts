import { Type, type Static } from 'typebox';
import { SEARCH_MAX_LENGTH } from '../../constants.ts';
import { endpoint } from '../contract.ts';
import { ArticleSummary, NewsPageQuery } from './articles.ts';

/** Site search and the hot search words. */
const TAG = '资讯';

export const SearchResult = Type.Object({
  ...ArticleSummary.properties,
  /** Title and snippet as HTML-escaped text with the matched words in <em>. */
  highlightTitle: Type.String(),
  highlightSummary: Type.String(),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchPage = Type.Object({
  list: Type.Array(SearchResult),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The words searched for after segmentation, for highlighting elsewhere. */
  words: Type.Array(Type.String()),
});
export type SearchPage = Static<typeof SearchPage>;

export const HotWord = Type.Object({ keyword: Type.String() });
export type HotWord = Static<typeof HotWord>;

/** Space-separated keywords must all match; 10 results a page unless asked otherwise. */
export const SearchArticles = endpoint({
  method: 'GET',
  path: '/pc/search',
  tag: TAG,
  summary: '站内搜索：空格分隔的多个关键词同时满足，中文分词检索，结果按相关度排序并高亮',
  querystring: Type.Object({
    keyword: Type.String({
      maxLength: SEARCH_MAX_LENGTH,
      errorMessage: {
        maxLength: `搜索内容不能超过${SEARCH_MAX_LENGTH}个字符`,
        required: '请输入搜索内容',
      },
    }),
    page: NewsPageQuery.properties.page,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  data: SearchPage,
});

/** The older address of the same search (links and bookmarks still use it). */
export const SearchArticlesAlias = endpoint({ ...SearchArticles, path: '/newlinxuan/searchPc' });

/** Only words that found articles, counted once per visitor and day. */
export const GetHotWords = endpoint({
  method: 'GET',
  path: '/pc/search/hotWords',
  tag: TAG,
  summary: '热门搜索词（近 7 天搜索人数最多、且搜到了文章的词）',
  data: Type.Array(HotWord),
});
