import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleFriendlyLink } from '@shangan/shared/contracts/console/site-content';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { positiveInt } from '../../../../lib/address-params';
import { useConsoleLinks } from '../../api/console-links';
import { listAddress } from '../../lib/list-address';
import { LinkDialog } from './link-dialog';
import { RowActions } from './row-actions';
import { MAIN_SITE, placesInSite, type SiteChoice } from './site-choice';
import styles from './site-content.module.css';
import { useSiteContentActions } from './use-site-content-actions';

/** The address's site filter: none (every site), 主站 or a city site's id. */
const ALL_SITES = 'all';

/**
 * 友情链接: every site's links, the main site's first and then each city's, each site's in
 * showing order; one site's alone when chosen.
 */
export function LinksPanel({ sites }: { sites: SiteChoice[] }) {
  const [params, setParams] = useSearchParams();
  const siteParam = params.get('site');
  // 主站 is 0 in the address as in the forms; a city by its id.
  const site = siteParam === String(MAIN_SITE) ? MAIN_SITE : positiveInt(siteParam);
  const links = useConsoleLinks();
  const { move, remove, busy } = useSiteContentActions();
  const [editing, setEditing] = useState<{ link: ConsoleFriendlyLink | null } | null>(null);
  const all = links.data?.list ?? [];
  // Each row's place among its whole site, whatever is shown.
  const places = placesInSite(all);
  const rows = site === null ? all : all.filter((link) => (link.cityId ?? MAIN_SITE) === site);

  const columns: TableColumnsType<ConsoleFriendlyLink> = [
    { title: '站点', dataIndex: 'cityName', width: 110 },
    { title: '名称', dataIndex: 'name', width: 220 },
    {
      title: '地址',
      dataIndex: 'link',
      render: (link: string) => (
        <a href={link} target="_blank" rel="noreferrer" className={styles.address} title={link}>
          {link}
        </a>
      ),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 196,
      render: (_, link) => (
        <RowActions
          name={link.name}
          moves={places.get(link.id)}
          busy={busy}
          onMove={(direction) => void move('link', link.id, direction)}
          onEdit={() => setEditing({ link })}
          onDelete={() => remove('link', link.id)}
          deleteTitle="删除这条友情链接？"
        />
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Select<string>
          aria-label="站点"
          style={{ width: 180 }}
          value={site === null ? ALL_SITES : String(site)}
          options={[
            { value: ALL_SITES, label: '全部站点' },
            ...sites.map((choice) => ({ value: String(choice.value), label: choice.label })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next) =>
            setParams(listAddress(params, { site: next === ALL_SITES ? null : next }))
          }
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ link: null })}>
          新建链接
        </Button>
      </div>
      <p className={styles.hint}>
        显示在首页底部。主站的链接在主站和所有城市分站显示（分站先显示自己的），城市分站的链接只在该分站显示；上移、下移在同一站点内调整顺序。
      </p>
      {links.isError ? (
        <ReloadResult
          title="友情链接加载失败"
          error={links.error}
          onReload={() => void links.refetch()}
        />
      ) : (
        <Table<ConsoleFriendlyLink>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={links.isPending}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  site === null
                    ? '还没有友情链接，点「新建链接」添加一条'
                    : '这个站点还没有友情链接，点「新建链接」添加一条'
                }
              />
            ),
          }}
          pagination={false}
          scroll={{ x: 760 }}
        />
      )}
      <LinkDialog
        open={editing !== null}
        link={editing?.link ?? null}
        // A new link goes to the site being looked at.
        defaultSite={site ?? MAIN_SITE}
        sites={sites}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
