import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { useSubmitHomework } from '../api/submit-homework';
import { AnswerRefusal } from '../components/answer-refusal';
import { AnswerReview } from '../components/answer-review';
import { SheetGate } from '../components/sheet-gate';
import {
  fromServer,
  isAnswered,
  numbersText,
  toInputs,
  unansweredNumbers,
  type AnswerMap,
} from '../lib/answers';
import { clearBackup, readBackup, usableBackup } from '../lib/draft-backup';
import styles from './homework-pages.module.css';

/**
 * /previewHomework?id= (作业预览): my answers as they would be handed in, read-only — the
 * server's draft with anything this browser kept and the server has not acknowledged — with
 * 返回修改 and 确认提交.
 */
export default function PreviewHomeworkPage() {
  return (
    <SheetGate title="作业预览" titleOf={(sheet) => `预览：${sheet.homework.title}`}>
      {(sheet, { viewer, refreshing }) =>
        sheet.mayAnswer ? (
          <Preview sheet={sheet} viewer={viewer} refreshing={refreshing} />
        ) : (
          <AnswerRefusal sheet={sheet} />
        )
      }
    </SheetGate>
  );
}

function Preview({
  sheet,
  viewer,
  refreshing,
}: {
  sheet: Sheet;
  viewer: number;
  /** The copy shown may be older than the server's: hand-in waits for the fresh one. */
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const submit = useSubmitHomework();
  const [handingIn, setHandingIn] = useState(false);
  const { homework, items, submission } = sheet;
  const homeworkId = homework.homeworkId;
  const backup = usableBackup(readBackup(viewer, homeworkId), submission);
  const answers: AnswerMap = { ...fromServer(sheet.answers), ...(backup?.answers ?? {}) };
  const missing = unansweredNumbers(items, answers);
  const answered = items.filter((item) => isAnswered(item, answers[item.itemId])).length;

  const handIn = async () => {
    const confirmed = await modal.confirm({
      title: '确认提交作业',
      content: missing.length
        ? `${numbersText(missing)}还未作答。提交后不能再修改，确定提交吗？`
        : '提交后不能再修改，确定提交吗？',
      okText: '提交',
      cancelText: '再看看',
    });
    if (!confirmed) return;
    setHandingIn(true);
    try {
      await submit.mutateAsync({
        homeworkId,
        answers: toInputs(items, answers),
        rev: Math.max(submission.rev, backup?.rev ?? 0) + 1,
      });
      clearBackup(viewer, homeworkId);
      void navigate(pathTo('HomeworkSubmit', {}, { id: homeworkId }), { replace: true });
    } catch {
      setHandingIn(false);
    }
  };

  return (
    <>
      <Alert
        type={missing.length ? 'warning' : 'info'}
        showIcon
        title={`共${items.length}题，已答${answered}题${missing.length ? `，${numbersText(missing)}未作答` : ''}`}
        description="请核对作答内容，提交后不能再修改。"
      />
      <section aria-label="我的作答">
        {items.map((item) => {
          const value = answers[item.itemId];
          return (
            <AnswerReview
              key={item.itemId}
              item={item}
              answer={value ? { ...value, correct: null, score: null, comment: '' } : undefined}
            />
          );
        })}
      </section>
      <div className={styles.bottomBar}>
        <LinkButton size="large" to={pathTo('DoHomework', {}, { id: homeworkId })}>
          返回修改
        </LinkButton>
        <Button
          type="primary"
          size="large"
          loading={handingIn}
          disabled={refreshing && !handingIn}
          onClick={() => void handIn()}
        >
          确认提交
        </Button>
      </div>
    </>
  );
}
