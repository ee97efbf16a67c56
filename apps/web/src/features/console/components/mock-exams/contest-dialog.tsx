import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  CONTEST_LATE_ENTRY_MAX,
  CONTEST_LEVEL_MAX,
  CONTEST_RULES_MAX,
  CONTEST_SUBTITLE_MAX,
  CONTEST_TITLE_MAX,
  ConsoleMockExamMsg,
  PAPER_EXAM_TYPES,
} from '@shangan/shared';
import type {
  ConsoleMockExam,
  ContestPaperOption,
} from '@shangan/shared/contracts/console/mock-exams';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { pathTo } from '../../../../lib/paths';
import {
  useContestPaperOptions,
  useCreateConsoleMockExam,
  useUpdateConsoleMockExam,
} from '../../api/console-mock-exams';
import { check, outside } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { charCount } from '../site-content/site-choice';
import { addMinutes, chinaNow } from './china-clock';
import {
  applyProblem,
  contestBody,
  contestValuesOf,
  endProblem,
  lateEntryProblem,
  newContestValues,
  overlapProblem,
  papersForContest,
  startProblem,
  type ContestValues,
  type StageValues,
} from './contest-values';
import { MOCK_EXAM_STAGE_NAMES as STAGE_NAMES } from '@shangan/shared';
import styles from './mock-exams.module.css';

const TYPE_OPTIONS = PAPER_EXAM_TYPES.map((type) => ({ value: type, label: type }));
const PAPERS_HINT = '先在试卷管理中新建草稿试卷并导入试题';

/** A rule from a check that names what is wrong ('' when nothing). */
const problemRule =
  (problem: (value: unknown, form: FormInstance<ContestValues>) => string): Rule =>
  (form) => ({
    validator: (_, value: unknown) => {
      const found = problem(value, form as FormInstance<ContestValues>);
      return found ? Promise.reject(new Error(found)) : Promise.resolve();
    },
  });

const stageOf = (form: FormInstance<ContestValues>, stage: MockExamStage) =>
  form.getFieldValue(stage) as StageValues | undefined;

/** What the server checks, with its messages; the server still has the last word. */
const RULES = {
  title: [
    check<string>(ConsoleMockExamMsg.titleRequired, (title) => charCount(title) === 0),
    check<string>(ConsoleMockExamMsg.titleTooLong, (title) => charCount(title) > CONTEST_TITLE_MAX),
  ],
  subtitle: [
    check<string>(
      ConsoleMockExamMsg.subtitleTooLong,
      (subtitle) => charCount(subtitle) > CONTEST_SUBTITLE_MAX,
    ),
  ],
  examType: [{ required: true, message: ConsoleMockExamMsg.examTypeInvalid }],
  examinationLevel: [
    check<string>(ConsoleMockExamMsg.levelTooLong, (level) => charCount(level) > CONTEST_LEVEL_MAX),
  ],
  paper: (stage: MockExamStage): Rule[] => [
    { required: true, message: ConsoleMockExamMsg.paperSubject(STAGE_NAMES[stage]) },
  ],
  start: (stage: MockExamStage): Rule[] => [
    problemRule((value, form) => {
      const start = value as Dayjs | null | undefined;
      return (
        startProblem(start) ||
        (stage === 'shenlun' ? overlapProblem(stageOf(form, 'xingce'), { startAt: start }) : '')
      );
    }),
  ],
  end: (stage: MockExamStage): Rule[] => [
    problemRule((value, form) =>
      endProblem({ startAt: stageOf(form, stage)?.startAt, endAt: value as Dayjs | null }),
    ),
  ],
  applyStartAt: [
    problemRule((value, form) => applyProblem(value as Dayjs | null, stageOf(form, 'xingce'))),
  ],
  lateEntryMinutes: [
    check<number | null>(ConsoleMockExamMsg.lateEntryInvalid, outside(0, CONTEST_LATE_ENTRY_MAX)),
    problemRule((value, form) => {
      if (typeof value !== 'number') return '';
      const withShenlun = form.getFieldValue('withShenlun') === true;
      return lateEntryProblem(value, [
        stageOf(form, 'xingce'),
        withShenlun ? stageOf(form, 'shenlun') : undefined,
      ]);
    }),
  ],
  rules: [
    check<string>(ConsoleMockExamMsg.rulesRequired, (rules) => charCount(rules) === 0),
    check<string>(ConsoleMockExamMsg.rulesTooLong, (rules) => charCount(rules) > CONTEST_RULES_MAX),
  ],
};

/** Days before today in China cannot be picked; the time itself is checked on saving. */
const beforeToday = (day: Dayjs) => day.isBefore(chinaNow(), 'day');

/** A paper as offered: its title, how many questions and how long it lasts. */
const paperLabel = (paper: ContestPaperOption) =>
  `${paper.title}（${paper.questionCount} 题 · ${paper.timeLimitMinutes} 分钟）`;

/** A China-time picker to the minute. */
function ChinaTimePicker(props: {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  id?: string;
  placeholder: string;
}) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      disabledDate={beforeToday}
      // 此刻 would pick a time already gone.
      showNow={false}
      style={{ width: '100%' }}
    />
  );
}

/**
 * One stage: its paper (drafts of that stage's subject) and when it starts and ends, in China
 * time. Choosing a paper or a start sets the end by the paper's time limit; staff may change it.
 */
function StageFields({
  stage,
  form,
  papers,
  papersLocked,
}: {
  stage: MockExamStage;
  form: FormInstance<ContestValues>;
  papers: ContestPaperOption[];
  /** Why its paper cannot change (someone applied), or '' when it can. */
  papersLocked: string;
}) {
  const name = STAGE_NAMES[stage];
  const fillEnd = (paperId: number | undefined, start: Dayjs | null | undefined) => {
    const paper = papers.find((one) => one.id === paperId);
    if (!paper || !start) return;
    form.setFieldValue([stage, 'endAt'], addMinutes(start, paper.timeLimitMinutes));
    if (form.getFieldError([stage, 'endAt']).length > 0) {
      void form.validateFields([[stage, 'endAt']]).catch(() => undefined);
    }
  };
  return (
    <fieldset className={styles.stage}>
      <legend className={styles.stageName}>{name}</legend>
      <Form.Item
        name={[stage, 'paperId']}
        label={`${name}试卷`}
        rules={RULES.paper(stage)}
        extra={
          papersLocked ||
          (papers.length === 0
            ? `还没有可用的${name}试卷：${PAPERS_HINT}`
            : '只列出已有题目的草稿试卷；排期后试卷由这场模考专用，取消模考后回到草稿')
        }
      >
        <Select<number>
          disabled={papersLocked !== ''}
          placeholder={`选择${name}试卷`}
          options={papers.map((paper) => ({ value: paper.id, label: paperLabel(paper) }))}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={`没有可用的${name}试卷`}
          onChange={(paperId) => fillEnd(paperId, stageOf(form, stage)?.startAt)}
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item
          name={[stage, 'startAt']}
          label={`${name}开考时间`}
          rules={RULES.start(stage)}
          {...(stage === 'shenlun' ? { dependencies: [['xingce', 'endAt']] } : {})}
        >
          <ChinaTimePicker
            placeholder="北京时间"
            onChange={(start) => fillEnd(stageOf(form, stage)?.paperId, start)}
          />
        </Form.Item>
        <Form.Item
          name={[stage, 'endAt']}
          label={`${name}结束时间`}
          rules={RULES.end(stage)}
          dependencies={[[stage, 'startAt']]}
        >
          <ChinaTimePicker placeholder="选择试卷后按时长自动填写" />
        </Form.Item>
      </div>
    </fieldset>
  );
}

/** What the dialog says when there is no paper to use, or the papers did not load. */
function PapersNotice({
  papers,
  onClose,
}: {
  papers: ReturnType<typeof useContestPaperOptions>;
  onClose: () => void;
}) {
  if (papers.isError) {
    return (
      <Alert
        className={styles.notice}
        type="error"
        showIcon
        title="可用试卷加载失败"
        description={papers.error.message || '请稍后再试'}
        action={
          <Button size="small" onClick={() => void papers.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const list = papers.data;
  if (!list || list.some((paper) => paper.stage === 'xingce')) return null;
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title={list.length === 0 ? '还没有可用作模考的试卷' : '还没有可用作模考的行测试卷'}
      description={
        <>
          {PAPERS_HINT}，再回来排期模考。
          <Link to={pathTo('ConsolePapers')} onClick={onClose}>
            前往试卷管理
          </Link>
        </>
      }
    />
  );
}

/**
 * 排期模考: a contest's names, its 行测 stage (and if wanted a 申论 one after it) on draft papers
 * of 试卷管理, when applications open, how late candidates may come in, shuffling and the rules
 * candidates read. Times are China time whatever the browser's zone. Given a contest, the same
 * dialog changes it (修改模考): once someone has applied, its papers and stages stay.
 */
export function ContestDialog({
  open,
  contest,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** A scheduled contest to change; none to schedule a new one. */
  contest?: ConsoleMockExam | undefined;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const [form] = Form.useForm<ContestValues>();
  const create = useCreateConsoleMockExam();
  const update = useUpdateConsoleMockExam();
  const papers = useContestPaperOptions(open);
  const withShenlun = Form.useWatch('withShenlun', form) === true;
  // Each opening starts afresh, from the contest being changed if any.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form, contest]);

  const options = papersForContest(papers.data ?? [], contest);
  const papersOf = (stage: MockExamStage) => options.filter((paper) => paper.stage === stage);
  const papersLocked =
    contest && contest.applicants > 0 ? ConsoleMockExamMsg.papersLocked(contest.applicants) : '';
  return (
    <FormDialog<ContestValues>
      open={open}
      title={contest ? '修改模考' : '排期模考'}
      okText={contest ? '保存' : '排期'}
      width={680}
      form={form}
      name="mockExam"
      initialValues={contest ? contestValuesOf(contest) : newContestValues()}
      pending={create.isPending || update.isPending}
      savedMessage={contest ? ConsoleMockExamMsg.updated : ConsoleMockExamMsg.created}
      onSave={async (values) => {
        if (contest) {
          await update.mutateAsync({ id: contest.id, ...contestBody(values) });
          return;
        }
        await create.mutateAsync(contestBody(values));
        onCreated?.();
      }}
      onClose={onClose}
    >
      {papersLocked ? (
        <Alert className={styles.notice} type="info" showIcon title={papersLocked} />
      ) : (
        <PapersNotice papers={papers} onClose={onClose} />
      )}
      <Form.Item name="title" label="模考名称" rules={RULES.title}>
        <Input
          maxLength={CONTEST_TITLE_MAX}
          showCount
          placeholder="如：2027国考行测申论全真模考（第一期）"
        />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题" rules={RULES.subtitle}>
        <Input
          maxLength={CONTEST_SUBTITLE_MAX}
          showCount
          placeholder="选填，如：名师解析 全国排名"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="examType" label="考试类型" rules={RULES.examType}>
          <Select options={TYPE_OPTIONS} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="examinationLevel" label="级别" rules={RULES.examinationLevel}>
          <Input maxLength={CONTEST_LEVEL_MAX} placeholder="选填，如：副省级、地市级" />
        </Form.Item>
      </div>
      <StageFields
        stage="xingce"
        form={form}
        papers={papersOf('xingce')}
        papersLocked={papersLocked}
      />
      <Form.Item
        name="withShenlun"
        label="加考申论"
        valuePropName="checked"
        extra="申论在行测结束后进行，由老师批改"
      >
        <Switch disabled={papersLocked !== ''} />
      </Form.Item>
      {withShenlun && (
        <StageFields
          stage="shenlun"
          form={form}
          papers={papersOf('shenlun')}
          papersLocked={papersLocked}
        />
      )}
      <div className={styles.pair}>
        <Form.Item
          name="applyStartAt"
          label="报名开始时间"
          rules={RULES.applyStartAt}
          dependencies={[['xingce', 'startAt']]}
          extra="报名开始前学员只能看到预告"
        >
          <ChinaTimePicker placeholder="北京时间" />
        </Form.Item>
        <Form.Item
          name="lateEntryMinutes"
          label="开考后可入场（分钟）"
          rules={RULES.lateEntryMinutes}
          dependencies={[
            ['xingce', 'startAt'],
            ['xingce', 'endAt'],
            ['shenlun', 'startAt'],
            ['shenlun', 'endAt'],
          ]}
          extra="开考超过这个时间后不能再进入考场"
        >
          <InputNumber
            min={0}
            max={CONTEST_LATE_ENTRY_MAX}
            precision={0}
            suffix="分钟"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <div className={styles.pair}>
        <Form.Item
          name="shuffleQuestions"
          label="题目乱序"
          valuePropName="checked"
          extra="每位考生看到的题目顺序不同"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="shuffleOptions"
          label="选项乱序"
          valuePropName="checked"
          extra="每位考生看到的选项顺序不同"
        >
          <Switch />
        </Form.Item>
      </div>
      <Form.Item name="rules" label="考试须知" rules={RULES.rules}>
        <Input.TextArea
          maxLength={CONTEST_RULES_MAX}
          showCount
          autoSize={{ minRows: 6, maxRows: 12 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
