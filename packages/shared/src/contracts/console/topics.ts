import { Type, type Static } from 'typebox';
import {
  ConsoleTopicMsg,
  TOPIC_CLASSIFICATION_MAX,
  TOPIC_LIST_NAME_MAX,
  TOPIC_LISTS_MAX,
  TOPIC_SUMMARY_MAX,
  TOPIC_TITLE_MAX,
} from '../../console-topics.ts';
import { URL_MAX } from '../../site-content.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's topics (专题管理), for editors: each topic's title, summary, cover and
 * classification, and its article lists; articles join a list from the article editor.
 */
const TAG = '后台·专题管理';
const ROLES = CONSOLE_SECTION_ROLES.topics;

const TopicId = Type.Integer({ minimum: 1, errorMessage: ConsoleTopicMsg.notFound });

export const ConsoleTopicList = Type.Object({
  /** The list's number within its topic, which articles name. */
  type: Type.Integer(),
  name: Type.String(),
  /** Published articles and drafts in it. */
  articles: Type.Integer(),
});

export const ConsoleTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  classification: Type.String(),
  lists: Type.Array(ConsoleTopicList),
  articles: Type.Integer(),
});
export type ConsoleTopic = Static<typeof ConsoleTopic>;

export const ListConsoleTopics = endpoint({
  method: 'GET',
  path: '/console/topics',
  tag: TAG,
  summary: '专题（按显示顺序）及其文章列表与文章数',
  roles: ROLES,
  data: Type.Array(ConsoleTopic),
});

export const SaveConsoleTopic = endpoint({
  method: 'POST',
  path: '/console/topics/save',
  tag: TAG,
  summary: '新建专题（排在最后）或修改；列表按给出的顺序，已有列表带编号保留其文章',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([TopicId, Type.Null()]),
    title: Type.String({
      maxLength: TOPIC_TITLE_MAX * 2,
      errorMessage: ConsoleTopicMsg.titleTooLong,
    }),
    summary: Type.String({
      maxLength: TOPIC_SUMMARY_MAX * 2,
      errorMessage: ConsoleTopicMsg.summaryTooLong,
    }),
    /** '' draws one from the title. */
    cover: Type.String({ maxLength: URL_MAX, errorMessage: ConsoleTopicMsg.coverInvalid }),
    classification: Type.String({
      maxLength: TOPIC_CLASSIFICATION_MAX * 2,
      errorMessage: ConsoleTopicMsg.classificationTooLong,
    }),
    lists: Type.Array(
      Type.Object({
        /** An existing list, or null for a new one. */
        type: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
          errorMessage: ConsoleTopicMsg.listNotFound,
        }),
        name: Type.String({
          maxLength: TOPIC_LIST_NAME_MAX * 2,
          errorMessage: ConsoleTopicMsg.listNameTooLong,
        }),
      }),
      { maxItems: TOPIC_LISTS_MAX, errorMessage: ConsoleTopicMsg.listsTooMany },
    ),
  }),
  data: ConsoleTopic,
});

export const MoveConsoleTopic = endpoint({
  method: 'POST',
  path: '/console/topics/move',
  tag: TAG,
  summary: '调整专题的显示顺序',
  roles: ROLES,
  body: Type.Object({
    id: TopicId,
    direction: Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] }),
  }),
  data: Type.Null(),
});

export const RemoveConsoleTopic = endpoint({
  method: 'POST',
  path: '/console/topics/remove',
  tag: TAG,
  summary: '删除没有文章和草稿的专题',
  roles: ROLES,
  body: Type.Object({ id: TopicId }),
  data: Type.Null(),
});
