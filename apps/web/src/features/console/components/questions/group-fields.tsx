import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Form, Row, Tag, Tooltip } from 'antd';
import {
  ConsoleQuestionMsg,
  QUESTION_CHILDREN_MAX,
  QUESTION_MATERIALS_MAX,
  QUESTION_TYPE_NAMES,
} from '@shangan/shared';
import { RichTextEditor } from '../articles/rich-text-editor';
import { LeafFields, TypeField, type PartPlace } from './part-fields';
import {
  emptyChild,
  isBlankHtml,
  LEAF_TYPE_OPTIONS,
  plainOf,
  type ChildValues,
  type LeafType,
} from './question-values';
import styles from './questions.module.css';

/** 材料: one to ten texts the sub-questions are about (at least one with something in it). */
export function MaterialsField() {
  return (
    <Form.List
      name="materials"
      rules={[
        {
          validator: async (_, materials: string[] | undefined) => {
            if (!(materials ?? []).some((material) => !isBlankHtml(material))) {
              throw new Error(ConsoleQuestionMsg.materialsRequired);
            }
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="材料">
          <div className={styles.rows}>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.row}>
                <span className={styles.rowHead}>{index + 1}</span>
                <Form.Item name={field.name} className={styles.rowBody}>
                  <RichTextEditor
                    compact
                    label={`材料 ${index + 1}`}
                    placeholder="材料内容：文字、表格截图等"
                    minHeight={140}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= 1}
                  aria-label={`删除材料 ${index + 1}`}
                  onClick={() => remove(index)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= QUESTION_MATERIALS_MAX}
              onClick={() => add('')}
            >
              添加材料
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** A sub-question's card: its head (number, type, stem) opens and closes it. */
function ChildCard({
  index,
  count,
  name,
  collapsed,
  onToggle,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** Its name in the list. */
  name: number;
  collapsed: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance();
  const at = ['children', name];
  const type = Form.useWatch([...at, 'typeCode'], form) as LeafType | undefined;
  const stem = Form.useWatch([...at, 'context'], form) as string | undefined;
  // No field holds it: it is watched among the values kept without one.
  const answered = Boolean(Form.useWatch([...at, 'answered'], { form, preserve: true }));
  const prefix = `第 ${index + 1} 小题`;
  const place: PartPlace = { name: [name], at, prefix };

  return (
    <Card
      size="small"
      className={styles.child}
      role="group"
      aria-label={prefix}
      title={
        <button
          type="button"
          className={styles.childToggle}
          aria-expanded={!collapsed}
          aria-label={`${collapsed ? '展开' : '收起'}${prefix}`}
          onClick={onToggle}
        >
          <RightOutlined rotate={collapsed ? 0 : 90} className={styles.childArrow} />
          <span className={styles.childNumber}>{prefix}</span>
          {type && <Tag className={styles.childTag}>{QUESTION_TYPE_NAMES[type]}</Tag>}
          {answered && (
            <Tag color="orange" className={styles.childTag}>
              已有作答
            </Tag>
          )}
          <span className={styles.childStem}>{plainOf(stem)}</span>
        </button>
      }
      extra={
        <span className={styles.childActions}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={`上移${prefix}`}
            onClick={() => onMove(index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={`下移${prefix}`}
            onClick={() => onMove(index + 1)}
          />
          <Tooltip title={answered ? ConsoleQuestionMsg.childAnswered(index + 1) : undefined}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={answered || count <= 1}
              aria-label={`删除${prefix}`}
              onClick={onRemove}
            />
          </Tooltip>
        </span>
      }
      styles={collapsed ? { body: { display: 'none' } } : {}}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TypeField place={place} options={LEAF_TYPE_OPTIONS} locked={answered} />
        </Col>
      </Row>
      <LeafFields place={place} type={type} />
    </Card>
  );
}

/**
 * 小题: a material group's sub-questions, each a card of its own fields. A saved one keeps its
 * id wherever it moves; one learners answered cannot be removed nor change type. Closed cards
 * keep their fields (and are checked on save).
 */
export function ChildrenField({
  collapsed,
  onCollapsedChange,
}: {
  /** The list keys of the closed cards. */
  collapsed: ReadonlySet<number>;
  onCollapsedChange: (next: ReadonlySet<number>) => void;
}) {
  const form = Form.useFormInstance();
  const children = (Form.useWatch('children', form) as ChildValues[] | undefined) ?? [];
  const total = children.reduce((sum, child) => sum + (Number(child?.score) || 0), 0);
  const toggle = (key: number) => {
    const next = new Set(collapsed);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onCollapsedChange(next);
  };
  return (
    <Form.List
      name="children"
      rules={[
        {
          validator: async (_, list: unknown[] | undefined) => {
            if ((list?.length ?? 0) === 0) throw new Error(ConsoleQuestionMsg.childrenRequired);
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <Form.Item
          label={`小题（${fields.length} 道，共 ${Math.round(total * 10) / 10} 分）`}
          extra="材料题的分值是各小题分值之和"
        >
          <div className={styles.rows}>
            {fields.map((field, index) => (
              <ChildCard
                key={field.key}
                index={index}
                count={fields.length}
                name={field.name}
                collapsed={collapsed.has(field.key)}
                onToggle={() => toggle(field.key)}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= QUESTION_CHILDREN_MAX}
              onClick={() => add(emptyChild())}
            >
              添加小题（最多 {QUESTION_CHILDREN_MAX} 道）
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}
