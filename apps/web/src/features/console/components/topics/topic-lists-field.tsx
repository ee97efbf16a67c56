import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Form, Input, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { ConsoleTopicMsg, TOPIC_LIST_NAME_MAX, TOPIC_LISTS_MAX } from '@shangan/shared';
import { check } from '../../lib/form-checks';
import { charCount } from '../site-content/site-choice';
import styles from './topics.module.css';

/** A list as the form holds it: an existing one keeps its number (`type`), a new one null. */
export interface TopicListValue {
  type: number | null;
  name: string;
}

const NAME_RULES: Rule[] = [
  check<string>(ConsoleTopicMsg.listNameRequired, (name) => charCount(name) === 0),
  check<string>(ConsoleTopicMsg.listNameTooLong, (name) => charCount(name) > TOPIC_LIST_NAME_MAX),
];

/** The lists as a whole: at least one, at most TOPIC_LISTS_MAX, no name twice. */
const LISTS_RULES = [
  {
    validator: async (_: unknown, lists: TopicListValue[] | undefined) => {
      if (!lists || lists.length === 0) throw new Error(ConsoleTopicMsg.listsRequired);
      if (lists.length > TOPIC_LISTS_MAX) throw new Error(ConsoleTopicMsg.listsTooMany);
      const seen = new Set<string>();
      for (const list of lists) {
        const name = (list?.name ?? '').trim();
        if (name && seen.has(name)) throw new Error(ConsoleTopicMsg.listNameTaken(name));
        seen.add(name);
      }
    },
  },
];

/**
 * The topic's article lists (最新公告, 备考指导 …) in the order its page shows them: renamed,
 * reordered, added and removed here. A list with articles in it cannot be removed (the server
 * refuses it too); it can be renamed.
 */
export function TopicListsField({ articles }: { articles: ReadonlyMap<number, number> }) {
  return (
    <Form.List name="lists" rules={LISTS_RULES}>
      {(fields, { add, remove, move }, { errors }) => (
        <div className={styles.lists}>
          {fields.map((field, index) => (
            <TopicListRow
              key={field.key}
              name={field.name}
              index={index}
              count={fields.length}
              articles={articles}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= TOPIC_LISTS_MAX}
            onClick={() => add({ type: null, name: '' })}
            block
          >
            添加列表
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

function TopicListRow({
  name,
  index,
  count,
  articles,
  onMove,
  onRemove,
}: {
  /** The row's name within the form list. */
  name: number;
  index: number;
  count: number;
  articles: ReadonlyMap<number, number>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance();
  const list = Form.useWatch(['lists', name], form) as TopicListValue | undefined;
  const held = typeof list?.type === 'number' ? (articles.get(list.type) ?? 0) : 0;
  const label = list?.name?.trim() || `第 ${index + 1} 个列表`;
  return (
    <div className={styles.listRow}>
      <span className={styles.listPlace}>{index + 1}</span>
      <Form.Item name={[name, 'type']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[name, 'name']} rules={NAME_RULES} className={styles.listName}>
        <Input
          maxLength={TOPIC_LIST_NAME_MAX}
          placeholder="如：最新公告"
          aria-label={`列表名称 ${index + 1}`}
        />
      </Form.Item>
      <span className={styles.listArticles}>
        {typeof list?.type === 'number' ? `${held} 篇` : '新列表'}
      </span>
      <span className={styles.listActions}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`上移列表：${label}`}
        />
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`下移列表：${label}`}
        />
        <Tooltip title={held > 0 ? ConsoleTopicMsg.listHasArticles(label, held) : undefined}>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={held > 0}
            onClick={onRemove}
            aria-label={`删除列表：${label}`}
          />
        </Tooltip>
      </span>
    </div>
  );
}
