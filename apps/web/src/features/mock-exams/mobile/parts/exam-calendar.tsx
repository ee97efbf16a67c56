import { MobileEmpty, MobileError, MobileLoading } from '../../../../components/mobile';
import { ExamList } from '../../../../components/mobile/exam-list';
import { useExamTopics } from '../../../../lib/api/exam-topics';

/** 考试日历: the real exams ahead, with the sign-up window, written-test date and days left. */
export function ExamCalendar({ examType }: { examType: string }) {
  const exams = useExamTopics(examType, { silent: true });
  if (exams.isPending) return <MobileLoading lines={4} />;
  if (exams.isError) {
    return <MobileError title="考试日历加载失败" onRetry={() => void exams.refetch()} />;
  }
  if (exams.data.length === 0) return <MobileEmpty title="近期暂无考试安排" />;
  return <ExamList exams={exams.data} />;
}
