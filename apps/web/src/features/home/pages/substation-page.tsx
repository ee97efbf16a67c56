import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
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
      <Result
        status="404"
        title="请选择城市分站"
        subTitle="链接中缺少分站信息，您可以先回到主站首页。"
        extra={
          <LinkButton type="primary" to={pathTo('Home')}>
            返回主站
          </LinkButton>
        }
      />
    );
  }
  return <HomeView cityId={cityId} />;
}
