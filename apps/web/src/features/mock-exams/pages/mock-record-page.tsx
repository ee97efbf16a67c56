import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { MyContestList } from '../components/my-contest-list';

const TRAIL = [
  { title: '题库', to: pathTo('QuestionBank') },
  { title: '模考大赛', to: pathTo('Mock') },
];

/** /questionBank/mockRecord (模考记录): the contests I applied to, from the question bank. */
export default function MockRecordPage() {
  const { data: user } = useCurrentUser();
  if (!hasToken()) {
    return (
      <PageShell title="模考记录" trail={TRAIL}>
        <PageResult
          status="403"
          title="登录后查看模考记录"
          subTitle="报名的模考、成绩和排名都保存在你的账号里。"
          action={{ label: '登录', onClick: () => openAuthDialog('login') }}
        />
      </PageShell>
    );
  }
  return (
    <PageShell title="模考记录" trail={TRAIL}>
      <MyContestList viewer={user?.id ?? 0} />
    </PageShell>
  );
}
