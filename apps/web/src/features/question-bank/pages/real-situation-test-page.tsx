import { useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { openPaperMock } from '../api/mock-paper-questions';
import { PracticeScreen } from '../components/practice-screen';
import { idParam } from '../lib/links';

/**
 * 真题模考: a past paper against its time limit; the clock runs on the server, so a reload or a
 * closed tab does not stop it, and the paper is handed in when the time is up.
 */
export default function RealSituationTestPage() {
  const [params] = useSearchParams();
  const paperId = idParam(params.get('paperId'));
  return (
    <PracticeScreen
      queryKey={['mock', paperId]}
      load={() => openPaperMock(paperId)}
      backTo={pathTo('OverYearTrueTopicDetail', {}, { paperId })}
      backLabel="返回试卷"
    />
  );
}
