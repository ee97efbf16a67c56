import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { MyContestList } from '../components/my-contest-list';

/** /personalCenter/myMock (我的模考), behind the personal centre's login. */
export default function MyMockPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageShell title="我的模考" bare>
      <MyContestList viewer={user?.id ?? 0} />
    </PageShell>
  );
}
