import { Button, Col, Form, Input, Row, Select, Space, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { COMPOSITE_TYPE_CODE, ConsoleQuestionMsg, QUESTION_SOURCE_MAX } from '@shangan/shared';
import type { ConsoleQuestion } from '@shangan/shared/contracts/console/questions';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useSaveConsoleQuestion, type QuestionTargets } from '../../api/console-questions';
import { PaperStateTag } from '../papers/paper-labels';
import { catalogueTree } from '../question-import/catalogue-tree';
import { AnalysesField } from './analyses-field';
import { ChildrenField, MaterialsField } from './group-fields';
import { LeafFields, MetaFields, StemField, TypeField, type PartPlace } from './part-fields';
import { questionListPath } from './question-paths';
import {
  ANY_TYPE_OPTIONS,
  toQuestionInput,
  valuesOf,
  type AnyType,
  type QuestionValues,
} from './question-values';
import styles from './questions.module.css';

const ROOT: PartPlace = { name: [], at: [], prefix: '' };

/** Where a saved question is: the list shows its subject (and its paper). */
export interface SavedQuestion {
  id: number;
  subjectId: number;
  paperId: number | null;
}

/** 所在试卷 of a saved question: fixed here (a paper's questions are arranged in 试卷管理). */
function PaperOf({ question }: { question: ConsoleQuestion }) {
  return (
    <Form.Item label="所在试卷">
      {question.paper ? (
        <span className={styles.paper}>
          <span className={styles.paperTitle}>{question.paper.title}</span>
          <PaperStateTag state={question.paper.state} />
        </span>
      ) : (
        <span className={styles.muted}>不在试卷中，只在题库</span>
      )}
    </Form.Item>
  );
}

/**
 * The question's fields: where it goes (subject, knowledge point, a new one's draft paper),
 * its type and source, then its content — a material group's materials and sub-questions, or
 * a gradable question's stem, options, key and analyses. 保存 checks the obvious, sends it all,
 * and the server has the last word: its refusal is shown and what was typed stays.
 */
export function QuestionForm({
  question,
  targets,
  preset,
  onSaved,
}: {
  question: ConsoleQuestion | null;
  targets: QuestionTargets;
  preset: { subjectId?: number; paperId?: number };
  onSaved: (saved: SavedQuestion) => void;
}) {
  const [form] = Form.useForm<QuestionValues>();
  const saving = useSaveConsoleQuestion();
  const [initial] = useState(() => valuesOf(question, preset));
  // The sub-questions' closed cards (by their list keys).
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const type = Form.useWatch('typeCode', form) as AnyType | undefined;
  const subjectId = Form.useWatch('subjectId', form) as number | undefined;
  const paperId = Form.useWatch('paperId', form) as number | undefined;
  const subject = targets.find((target) => target.id === subjectId);
  const tree = useMemo(() => catalogueTree(subject?.catalogues ?? []), [subject]);
  const drafts = (subject?.papers ?? []).filter((paper) => paper.state === 'draft');
  const inPaper = question ? question.paper !== null : paperId !== undefined && paperId !== null;
  const answered = question?.answered ?? false;
  const subjectLocked = question !== null && (answered || question.paper !== null);
  const composite = type === COMPOSITE_TYPE_CODE;

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: Array<{ name: (string | number)[] }> })
        .errorFields?.[0];
      if (!first) throw error;
      // A closed sub-question's mistake must be seen: every card opens.
      flushSync(() => setCollapsed(new Set()));
      form.scrollToField(first.name, { block: 'center' });
      return;
    }
    // Every value, those of no field too (a sub-question's id).
    const values = form.getFieldsValue(true) as QuestionValues;
    let saved: { id: number };
    try {
      const input = toQuestionInput(values, question?.id ?? null);
      // The version read: a save someone made meanwhile refuses this one (the server says so).
      saved = await saving.mutateAsync(
        question ? { ...input, updatedAt: question.updatedAt } : input,
      );
    } catch (error) {
      // The client has shown the server's message; the form keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleQuestionMsg.saved);
    onSaved({
      id: saved.id,
      subjectId: values.subjectId!,
      paperId: question ? (question.paper?.id ?? null) : (values.paperId ?? null),
    });
  };

  return (
    <Form<QuestionValues>
      form={form}
      name="question"
      layout="vertical"
      className={styles.form}
      initialValues={initial}
      disabled={saving.isPending}
      requiredMark={false}
      onValuesChange={(changed: Partial<QuestionValues>) => {
        // A knowledge point and a paper belong to one subject.
        if ('subjectId' in changed) {
          form.setFieldsValue({ catalogueId: undefined, paperId: undefined });
        }
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="subjectId"
            label="科目"
            rules={[{ required: true, message: '请选择科目' }]}
            extra={subjectLocked ? ConsoleQuestionMsg.subjectLocked : undefined}
          >
            <Select
              aria-label="科目"
              placeholder="选择科目"
              disabled={subjectLocked}
              options={targets.map((target) => ({ value: target.id, label: target.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="catalogueId"
            label={inPaper ? '知识点（选填）' : '知识点'}
            dependencies={['paperId']}
            extra={inPaper ? '试卷中的题可以不归入知识点' : undefined}
            rules={[
              {
                validator: async (_, value: number | undefined) => {
                  if (!value && !inPaper) throw new Error(ConsoleQuestionMsg.catalogueRequired);
                },
              },
            ]}
          >
            <TreeSelect
              aria-label="知识点"
              placeholder={subject ? '选择知识点' : '请先选择科目'}
              disabled={!subject}
              allowClear
              treeData={tree}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              notFoundContent="该科目下没有知识点"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {question ? (
            <PaperOf question={question} />
          ) : (
            <Form.Item name="paperId" label="加入试卷（选填）" extra="题目排在这份草稿试卷的最后">
              <Select
                aria-label="加入试卷"
                placeholder={subject ? '不加入试卷' : '请先选择科目'}
                disabled={!subject}
                allowClear
                options={drafts.map((paper) => ({ value: paper.id, label: paper.title }))}
                showSearch={{ optionFilterProp: 'label' }}
                notFoundContent="该科目没有草稿试卷"
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TypeField place={ROOT} options={ANY_TYPE_OPTIONS} locked={answered} />
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="source"
            label="来源（选填）"
            rules={[{ max: QUESTION_SOURCE_MAX, message: ConsoleQuestionMsg.sourceTooLong }]}
          >
            <Input aria-label="来源" placeholder="如：2024年国考行测副省级第 12 题" />
          </Form.Item>
        </Col>
      </Row>
      {composite ? (
        <>
          <StemField place={ROOT} optional />
          <MaterialsField />
          <MetaFields place={ROOT} type={type} />
          <AnalysesField place={ROOT} label="材料解析（选填，讲整组材料）" />
          <ChildrenField collapsed={collapsed} onCollapsedChange={setCollapsed} />
        </>
      ) : (
        <LeafFields place={ROOT} type={type} />
      )}
      <div className={styles.actions}>
        <Space wrap>
          <Button type="primary" loading={saving.isPending} onClick={() => void save()}>
            保存
          </Button>
          <LinkButton
            to={questionListPath({
              subjectId: question?.subjectId ?? preset.subjectId,
              paperId: question?.paper?.id ?? preset.paperId,
            })}
            disabled={false}
          >
            返回列表
          </LinkButton>
        </Space>
      </div>
    </Form>
  );
}
