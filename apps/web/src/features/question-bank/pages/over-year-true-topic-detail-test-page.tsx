import { useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { openPaperPractice } from '../api/paper-questions';
import { PracticeScreen } from '../components/practice-screen';
import { idParam } from '../lib/links';

/** Practising a past paper without a time limit; it can be paused and continued later. */
export default function OverYearTrueTopicDetailTestPage() {
  const [params] = useSearchParams();
  const paperId = idParam(params.get('paperId'));
  return (
    <PracticeScreen
      queryKey={['paper', paperId]}
      load={() => openPaperPractice(paperId)}
      backTo={pathTo('OverYearTrueTopicDetail', {}, { paperId })}
      backLabel="返回试卷"
    />
  );
}
