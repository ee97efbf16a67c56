import { useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { openExercise } from '../api/exercise-question';
import { resumeCataloguePractice } from '../api/user-catalogue-question';
import { PracticeScreen } from '../components/practice-screen';
import { idParam } from '../lib/links';

/** Practising a catalogue section or an error-book batch (?exerciseId=…; without it, the latest). */
export default function SpecificTestPage() {
  const [params] = useSearchParams();
  const exerciseId = idParam(params.get('exerciseId'));
  return (
    <PracticeScreen
      queryKey={['exercise', exerciseId]}
      load={async () => {
        if (exerciseId) return openExercise(exerciseId);
        const latest = await resumeCataloguePractice();
        if (!latest) throw new Error('没有未完成的练习，请先在分类题库中选择知识点开始练习');
        return latest;
      }}
      backTo={pathTo('ClassSubjectLibrary')}
      backLabel="返回题库"
    />
  );
}
