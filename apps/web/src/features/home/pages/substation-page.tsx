import { useSearchParams } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { HomeView } from '../components/home-view';

/** /substation?cityId=: a city sub-site's home page. */
export default function SubstationPage() {
  const [params] = useSearchParams();
  const cityId = Number(params.get('cityId'));
  useDocumentTitle('分站首页');
  if (!Number.isInteger(cityId) || cityId <= 0) {
    return (
      <PageResult
        status="404"
        title="请选择城市分站"
        subTitle="链接中缺少分站信息，您可以先回到主站首页。"
        action={{ label: '返回主站', to: pathTo('Home') }}
      />
    );
  }
  return <HomeView cityId={cityId} />;
}
