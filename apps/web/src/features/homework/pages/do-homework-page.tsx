import { AnswerRefusal } from '../components/answer-refusal';
import { HomeworkAnswerCard } from '../components/homework-answer-card';
import { SheetGate } from '../components/sheet-gate';

/**
 * /doHomework?id= (在线作业): the answer card — every question with its input, autosaved a second
 * after each change (and when the page is hidden), kept in this browser until the server has it,
 * with the 答题卡, 预览 and 提交作业. A homework that may not be answered says why and where to
 * look instead.
 */
export default function DoHomeworkPage() {
  return (
    <SheetGate title="在线作业" live={false}>
      {(sheet, { viewer }) =>
        sheet.mayAnswer ? (
          <HomeworkAnswerCard
            key={`${sheet.homework.homeworkId}:${sheet.submission.attempt}`}
            sheet={sheet}
            viewer={viewer}
          />
        ) : (
          <AnswerRefusal sheet={sheet} />
        )
      }
    </SheetGate>
  );
}
