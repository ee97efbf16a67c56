import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { hasToken } from '../../../lib/session-storage';
import { LoginRequired } from '../components/page-states';
import { ErrorBook } from './error-book';
import { Favorites } from './favorites';

/**
 * /personalCenter/myCollection: the error book and the favourites of the question bank. The
 * personal centre's page renders this (pages compose features).
 */
export function MyCollection() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'favorite' ? 'favorite' : 'error';
  return (
    <PageShell title="我的收藏" bare>
      {hasToken() ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          destroyOnHidden
          items={[
            { key: 'error', label: '错题本', children: <ErrorBook /> },
            { key: 'favorite', label: '收藏的题目', children: <Favorites /> },
          ]}
        />
      ) : (
        <LoginRequired what="查看错题本和收藏" />
      )}
    </PageShell>
  );
}
