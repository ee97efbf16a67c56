import { Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleColumns } from '../api/console-columns';
import { CitiesPanel } from '../components/columns/cities-panel';
import { ColumnsPanel } from '../components/columns/columns-panel';
import styles from './console.module.css';

const TABS = ['columns', 'cities'] as const;
type StructureTab = (typeof TABS)[number];

const TAB_NAMES: Record<StructureTab, string> = { columns: '栏目', cities: '城市分站' };

/**
 * /admin/columns: the site's structure, for editors — the two-level news column tree the header,
 * the column pages and the site map are built from, and the city sub-sites. Every change reaches
 * the site at once. The tab is in the address.
 */
export default function ColumnsPage() {
  useDocumentTitle('栏目与分站 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get('tab')) ?? 'columns';
  const structure = useConsoleColumns();

  const body = () => {
    if (structure.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (structure.isError) {
      return (
        <ReloadResult
          title="栏目与分站加载失败"
          error={structure.error}
          onReload={() => void structure.refetch()}
        />
      );
    }
    const panels: Record<StructureTab, ReactNode> = {
      columns: <ColumnsPanel columns={structure.data.columns} />,
      cities: <CitiesPanel cities={structure.data.cities} />,
    };
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(new URLSearchParams(key === 'columns' ? {} : { tab: key }))}
        items={TABS.map((key) => ({ key, label: TAB_NAMES[key], children: panels[key] }))}
      />
    );
  };

  return <section className={styles.panel}>{body()}</section>;
}
