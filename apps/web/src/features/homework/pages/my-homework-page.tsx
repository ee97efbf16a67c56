import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { MyHomeworkList } from '../components/my-homework-list';

/**
 * /personalCenter/myHomework (我的作业), behind the personal centre's login: the homework of all
 * my courses by 待完成 / 已提交 / 已批改, with deadlines, states, scores and the next step.
 */
export default function MyHomeworkPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageShell title="我的作业" bare>
      <MyHomeworkList viewer={user?.id ?? 0} />
    </PageShell>
  );
}
