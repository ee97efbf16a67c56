import { Cascader, Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_SOURCE_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ArticleMsg,
} from '@shangan/shared';
import type { ArticlePdf } from '@shangan/shared/contracts/console/articles';
import type { ArticleTargets } from '../../api/console-articles';
import { columnTree } from './column-tree';
import { PdfAttachment } from './pdf-attachment';
import { RichTextEditor } from './rich-text-editor';
import { SAFE_URL } from './url-dialog';

/** What the form holds; `toArticleFields` turns it into what the server is sent. */
export interface ArticleValues {
  title: string;
  columnId?: number;
  cityId?: number;
  /** The topic and the list in it, [topicId, type]; none: the article is in no topic. */
  topic?: number[];
  tags: string[];
  source: string;
  author: string;
  cover: string;
  summary: string;
  body: string;
  pdf: ArticlePdf | null;
}

/** A rule refusing what `broken` finds, with the server's own message. */
function check<T>(message: string, broken: (value: T | undefined) => boolean): Rule {
  return {
    validator: (_, value: T | undefined) =>
      broken(value) ? Promise.reject(new Error(message)) : Promise.resolve(),
  };
}

// The same limits the server applies; the server still has the last word.
const RULES = {
  title: [
    { required: true, whitespace: true, message: ArticleMsg.titleRequired },
    { max: ARTICLE_TITLE_MAX, message: ArticleMsg.titleTooLong },
  ],
  columnId: [{ required: true, message: ArticleMsg.columnRequired }],
  tags: [
    check<string[]>(
      ArticleMsg.tagsTooMany,
      (tags) =>
        (tags?.length ?? 0) > ARTICLE_TAGS_MAX ||
        (tags ?? []).some((tag) => tag.trim().length > ARTICLE_TAG_MAX),
    ),
  ],
  source: [{ max: ARTICLE_SOURCE_MAX, message: ArticleMsg.sourceTooLong }],
  cover: [
    check<string>(ArticleMsg.coverInvalid, (cover) =>
      Boolean(cover?.trim() && !SAFE_URL.test(cover.trim())),
    ),
  ],
  summary: [{ max: ARTICLE_SUMMARY_MAX, message: ArticleMsg.summaryTooLong }],
  body: [check<string>(ArticleMsg.bodyTooLong, (body) => (body?.length ?? 0) > ARTICLE_BODY_MAX)],
} satisfies Record<string, Rule[]>;

interface TopicChoice {
  value: number;
  label: string;
  disabled?: boolean;
  children?: TopicChoice[];
}

/** Each topic with its lists under it; a topic without lists cannot be chosen. */
function topicChoices(topics: ArticleTargets['topics']): TopicChoice[] {
  return topics.map((topic) => ({
    value: topic.id,
    label: topic.title,
    ...(topic.lists.length === 0 ? { disabled: true } : {}),
    children: topic.lists.map((list) => ({ value: list.type, label: list.name })),
  }));
}

/** The article's fields, laid out for a wide console page; the body editor last and largest. */
export function ArticleFields({ targets }: { targets: ArticleTargets }) {
  const tree = useMemo(() => columnTree(targets.columns), [targets.columns]);
  const topics = useMemo(() => topicChoices(targets.topics), [targets.topics]);
  return (
    <>
      <Form.Item name="title" label="标题" rules={RULES.title}>
        <Input showCount maxLength={ARTICLE_TITLE_MAX} placeholder="文章标题" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="columnId" label="栏目" rules={RULES.columnId}>
            <TreeSelect
              placeholder="选择栏目"
              treeData={tree}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              notFoundContent="没有栏目"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="cityId" label="城市分站">
            <Select
              placeholder="全国"
              allowClear
              options={targets.cities.map((city) => ({ value: city.id, label: city.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="topic" label="专题" extra="可不选；选了专题要再选其中的列表">
            <Cascader
              placeholder="不加入专题"
              options={topics}
              allowClear
              showSearch={{
                filter: (input, path) => path.some((one) => one.label.includes(input)),
              }}
              notFoundContent="没有专题"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item
            name="tags"
            label="标签"
            rules={RULES.tags}
            extra={`最多${ARTICLE_TAGS_MAX}个，输入后按回车`}
          >
            <Select
              mode="tags"
              placeholder="如：国考、报名"
              maxCount={ARTICLE_TAGS_MAX}
              tokenSeparators={[',', '，', '、']}
              notFoundContent={null}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="source" label="来源" rules={RULES.source}>
            <Input maxLength={ARTICLE_SOURCE_MAX} placeholder="如：国家公务员局" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="author" label="作者" rules={RULES.source}>
            <Input maxLength={ARTICLE_SOURCE_MAX} placeholder="署名" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="cover" label="封面图片地址" rules={RULES.cover}>
            <Input maxLength={500} placeholder="https://（可不填）" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="摘要" rules={RULES.summary}>
        <Input.TextArea
          showCount
          maxLength={ARTICLE_SUMMARY_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="不填则取正文开头"
        />
      </Form.Item>
      <Form.Item name="body" label="正文" rules={RULES.body}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item
        name="pdf"
        label="PDF 附件"
        extra="公告原文、职位表等 PDF 文件，不超过 10 MB；读者在文章页可直接查看"
      >
        <PdfAttachment />
      </Form.Item>
    </>
  );
}
