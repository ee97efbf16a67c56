import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AD_POSITION_NAMES,
  AD_POSITIONS,
  AD_STATE_NAMES,
  type AdPosition,
  type AdState,
} from '@shangan/shared';
import type { ConsoleAd } from '@shangan/shared/contracts/console/site-content';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { oneOf } from '../../../../lib/address-params';
import { formatDateTime } from '../../../../lib/format';
import { useConsoleAds } from '../../api/console-ads';
import { listAddress } from '../../lib/list-address';
import { AdDialog } from './ad-dialog';
import { AdPicture } from './ad-picture';
import { RowActions } from './row-actions';
import { placesInSite, type SiteChoice } from './site-choice';
import styles from './site-content.module.css';
import { useSiteContentActions } from './use-site-content-actions';

const STATE_COLORS: Record<AdState, string | undefined> = {
  running: 'green',
  scheduled: 'blue',
  ended: undefined,
};

const POSITION_OPTIONS = AD_POSITIONS.map((value) => ({ value, label: AD_POSITION_NAMES[value] }));

const POSITION_HINTS: Record<AdPosition, string> = {
  banner: '首页顶部的轮播图，按下表的顺序播放。',
  popup: '打开首页时弹出的广告。',
  aboutUs: '「关于我们」页面上的广告。',
};

/** When an ad shows: its start and end, either open; neither is 长期. */
function ShowingWindow({ ad }: { ad: ConsoleAd }) {
  if (!ad.startAt && !ad.endAt) return <span>长期</span>;
  return (
    <span className={styles.window}>
      {ad.startAt ? `${formatDateTime(ad.startAt)} 起` : '立即开始'}
      <br />
      {ad.endAt ? `${formatDateTime(ad.endAt)} 止` : '长期展示'}
    </span>
  );
}

/**
 * 轮播与广告: the ads of one position (首页轮播, 首页弹窗, 关于我们页广告), the main site's
 * first and then each city's, each site's in showing order, with their state now.
 */
export function AdsPanel({ sites }: { sites: SiteChoice[] }) {
  const [params, setParams] = useSearchParams();
  const position = oneOf(AD_POSITIONS, params.get('position')) ?? 'banner';
  const ads = useConsoleAds(position);
  const { move, remove, busy } = useSiteContentActions();
  const [editing, setEditing] = useState<{ ad: ConsoleAd | null } | null>(null);
  const rows = ads.data?.list ?? [];
  const places = placesInSite(rows);

  const columns: TableColumnsType<ConsoleAd> = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 140,
      render: (_, ad) => <AdPicture url={ad.image} title={ad.title} />,
    },
    {
      title: '标题',
      render: (_, ad) => (
        <span className={styles.title}>
          <span>{ad.title}</span>
          {ad.subtitle && <span className={styles.subtitle}>{ad.subtitle}</span>}
        </span>
      ),
    },
    { title: '站点', dataIndex: 'cityName', width: 90 },
    {
      title: '链接',
      dataIndex: 'link',
      width: 150,
      render: (link: string) => (
        <a href={link} target="_blank" rel="noreferrer" className={styles.address} title={link}>
          {link}
        </a>
      ),
    },
    {
      title: '展示时间',
      width: 160,
      render: (_, ad) => <ShowingWindow ad={ad} />,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 84,
      render: (state: AdState) => <Tag color={STATE_COLORS[state]}>{AD_STATE_NAMES[state]}</Tag>,
    },
    {
      title: '操作',
      fixed: 'right',
      width: 196,
      render: (_, ad) => (
        <RowActions
          name={ad.title}
          moves={places.get(ad.id)}
          busy={busy}
          onMove={(direction) => void move('ad', ad.id, direction)}
          onEdit={() => setEditing({ ad })}
          onDelete={() => remove('ad', ad.id)}
          deleteTitle="删除这条广告？"
        />
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<AdPosition>
          aria-label="广告位置"
          options={POSITION_OPTIONS}
          value={position}
          onChange={(next) => setParams(listAddress(params, { position: next }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ ad: null })}>
          新建广告
        </Button>
      </div>
      <p className={styles.hint}>
        {POSITION_HINTS[position]}
        主站的广告在主站和所有城市分站显示（分站先显示自己的），城市分站的广告只在该分站显示；上移、下移在同一站点内调整顺序。
      </p>
      {ads.isError ? (
        <ReloadResult title="广告加载失败" error={ads.error} onReload={() => void ads.refetch()} />
      ) : (
        <Table<ConsoleAd>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={ads.isPending}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={`${AD_POSITION_NAMES[position]}还没有广告，点「新建广告」添加一条`}
              />
            ),
          }}
          pagination={false}
          scroll={{ x: 960 }}
        />
      )}
      <AdDialog
        open={editing !== null}
        ad={editing?.ad ?? null}
        position={position}
        sites={sites}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
