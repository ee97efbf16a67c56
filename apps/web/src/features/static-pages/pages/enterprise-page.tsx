import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { RichText } from '../../../components/rich-text/rich-text';
import { ENTERPRISE_PORTAL_ID, pathTo } from '../../../lib/paths';
import { usePortalPage } from '../api/portal-page';
import { AboutNav } from '../components/about-nav';
import { enterprisePageTitle } from '../lib/enterprise-pages';

/** One page for the company texts; the footer's `type` picks which (2 culture, 3 history). */
export default function EnterprisePage() {
  const [searchParams] = useSearchParams();
  const type = Number(searchParams.get('type'));
  const portalId = Number(searchParams.get('id')) || ENTERPRISE_PORTAL_ID;
  const { data, isLoading, isError } = usePortalPage(portalId, type);
  const title = data?.title ?? enterprisePageTitle(type) ?? '企业资讯';
  if (isError || !(type > 0)) {
    return (
      <PageResult
        status="404"
        title="页面不存在"
        action={{ label: '关于我们', to: pathTo('AboutUs') }}
      />
    );
  }
  return (
    <PageShell title={title} trail={[{ title: '关于我们', to: pathTo('AboutUs') }]}>
      <AboutNav />
      {isLoading ? <Skeleton active /> : data && <RichText html={data.body} />}
    </PageShell>
  );
}
