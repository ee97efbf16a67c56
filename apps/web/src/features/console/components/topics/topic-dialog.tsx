import { AutoComplete, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import {
  ConsoleTopicMsg,
  PICTURE_ADDRESS,
  TOPIC_CLASSIFICATION_MAX,
  TOPIC_LISTS_MAX,
  TOPIC_SUMMARY_MAX,
  TOPIC_TITLE_MAX,
  URL_MAX,
} from '@shangan/shared';
import type { ConsoleTopic } from '@shangan/shared/contracts/console/topics';
import { useSaveConsoleTopic } from '../../api/console-topics';
import { check } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { PicturePreview } from '../site-content/picture-preview';
import { charCount } from '../site-content/site-choice';
import { TopicListsField, type TopicListValue } from './topic-lists-field';

/** What the dialog is open for: a new topic, or one changed. */
export type TopicTarget = { topic: ConsoleTopic | null };

interface TopicValues {
  title: string;
  classification: string;
  summary: string;
  cover: string;
  lists: TopicListValue[];
}

/** The server's checks the list shown can make too; the server still has the last word. */
function rulesOf(topics: readonly ConsoleTopic[], self: number | null) {
  const title: Rule[] = [
    check<string>(ConsoleTopicMsg.titleRequired, (text) => charCount(text) === 0),
    check<string>(ConsoleTopicMsg.titleTooLong, (text) => charCount(text) > TOPIC_TITLE_MAX),
    check<string>(ConsoleTopicMsg.titleTaken, (text) =>
      topics.some((topic) => topic.id !== self && topic.title === (text ?? '').trim()),
    ),
  ];
  const classification: Rule[] = [
    check<string>(ConsoleTopicMsg.classificationRequired, (text) => charCount(text) === 0),
    check<string>(
      ConsoleTopicMsg.classificationTooLong,
      (text) => charCount(text) > TOPIC_CLASSIFICATION_MAX,
    ),
  ];
  const summary: Rule[] = [
    check<string>(ConsoleTopicMsg.summaryTooLong, (text) => charCount(text) > TOPIC_SUMMARY_MAX),
  ];
  const cover: Rule[] = [
    check<string>(ConsoleTopicMsg.coverInvalid, (url) => {
      const address = url?.trim() ?? '';
      return address !== '' && (address.length > URL_MAX || !PICTURE_ADDRESS.test(address));
    }),
  ];
  return { title, classification, summary, cover };
}

const valuesOf = (topic: ConsoleTopic | null): TopicValues => ({
  title: topic?.title ?? '',
  classification: topic?.classification ?? '',
  summary: topic?.summary ?? '',
  cover: topic?.cover ?? '',
  lists: topic
    ? topic.lists.map((list) => ({ type: list.type, name: list.name }))
    : [{ type: null, name: '' }],
});

/**
 * 新建专题 / 修改专题: its title, classification, summary, cover and article lists. Without a
 * cover the server draws one from the title.
 */
export function TopicDialog({
  target,
  topics,
  onClose,
}: {
  /** Undefined when closed. */
  target: TopicTarget | undefined;
  /** The topics as shown: the titles taken, the classifications to offer. */
  topics: readonly ConsoleTopic[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<TopicValues>();
  const save = useSaveConsoleTopic();
  // The last target stays shown while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== undefined && target !== shown) setShown(target);
  // Each opening starts from what it was opened on: the form keeps no value of the last one.
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const topic = (target ?? shown)?.topic ?? null;
  const cover = Form.useWatch('cover', form);
  const rules = rulesOf(topics, topic?.id ?? null);
  const classifications = [...new Set(topics.map((one) => one.classification).filter(Boolean))];
  const articles = new Map((topic?.lists ?? []).map((list) => [list.type, list.articles]));

  return (
    <FormDialog<TopicValues>
      open={target !== undefined}
      title={topic ? `修改专题：${topic.title}` : '新建专题'}
      width={640}
      form={form}
      name="topic"
      initialValues={valuesOf(topic)}
      pending={save.isPending}
      savedMessage={ConsoleTopicMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: topic?.id ?? null,
          title: values.title.trim(),
          summary: (values.summary ?? '').trim(),
          cover: (values.cover ?? '').trim(),
          classification: values.classification.trim(),
          lists: (values.lists ?? []).map((list) => ({
            type: list.type ?? null,
            name: list.name.trim(),
          })),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="title" label="专题名称" rules={rules.title}>
        <Input maxLength={TOPIC_TITLE_MAX} showCount placeholder="如：2027国考备考专题" />
      </Form.Item>
      <Form.Item
        name="classification"
        label="分类"
        rules={rules.classification}
        extra="专题页按分类归组，可选已有分类或输入新的"
      >
        <AutoComplete
          options={classifications.map((value) => ({ value }))}
          filterOption={(input, option) => (option?.value ?? '').includes(input.trim())}
          maxLength={TOPIC_CLASSIFICATION_MAX}
          placeholder="如：公务员、选调生"
        />
      </Form.Item>
      <Form.Item name="summary" label="简介" rules={rules.summary}>
        <Input.TextArea
          showCount
          maxLength={TOPIC_SUMMARY_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="显示在专题页头图下方，可不填"
        />
      </Form.Item>
      <Form.Item
        label="封面地址"
        extra="以 https:// 或 / 开头；不填则按专题名称和分类自动绘制一张封面"
      >
        <Form.Item name="cover" noStyle rules={rules.cover}>
          <Input placeholder="https://… 或 /uploads/…（可不填）" aria-label="封面地址" />
        </Form.Item>
        <PicturePreview url={cover} />
      </Form.Item>
      <Form.Item
        label="文章列表"
        extra={`最多 ${TOPIC_LISTS_MAX} 个，专题页按这个顺序显示；文章在「文章管理」中写文章时选择加入哪个列表`}
      >
        <TopicListsField articles={articles} />
      </Form.Item>
    </FormDialog>
  );
}
