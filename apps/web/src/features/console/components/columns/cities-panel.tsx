import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsoleColumnMsg } from '@shangan/shared';
import type { ConsoleCity } from '@shangan/shared/contracts/console/columns';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { homeUrl } from '../../../../lib/paths';
import { useMoveConsoleCity, useRemoveConsoleCity } from '../../api/console-columns';
import { ListEmpty } from '../list-empty';
import { OrderedRowActions } from '../ordered-row-actions';
import { CityDialog, type CityTarget } from './city-dialog';
import styles from './columns.module.css';

/**
 * 城市分站: the city sub-sites in the order the site lists them, each with its province,
 * directory (part of its column pages' addresses) and what is filed under it.
 */
export function CitiesPanel({ cities }: { cities: ConsoleCity[] }) {
  const move = useMoveConsoleCity();
  const remove = useRemoveConsoleCity();
  const busy = move.isPending || remove.isPending;
  const [dialog, setDialog] = useState<CityTarget | undefined>(undefined);

  const moveCity = async (city: ConsoleCity, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: city.id, direction });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleColumnMsg.moved);
  };

  const removeCity = async (city: ConsoleCity) => {
    try {
      await remove.mutateAsync({ id: city.id });
    } catch (error) {
      // The client has shown why not: articles, drafts, ads or calendar entries of the site.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleColumnMsg.removed);
  };

  const columns: TableColumnsType<ConsoleCity> = [
    { title: '分站', dataIndex: 'name', width: 140 },
    { title: '所属省份', dataIndex: 'province', width: 110 },
    {
      title: '目录名与首页',
      width: 260,
      render: (_, city) => {
        const home = homeUrl(String(city.id));
        return (
          <div className={styles.address}>
            <code className={styles.dir}>{city.dir}</code>
            <a href={home} target="_blank" rel="noreferrer" className={styles.link} title={home}>
              {home}
            </a>
          </div>
        );
      },
    },
    {
      title: '内容',
      dataIndex: 'contents',
      width: 110,
      render: (contents: number) => <span title="文章、草稿、广告与考试日历">{contents} 项</span>,
    },
    {
      title: '操作',
      width: 200,
      render: (_, city, at) => (
        <OrderedRowActions
          name={city.name}
          first={at === 0}
          last={at === cities.length - 1}
          busy={busy}
          onMove={(direction) => void moveCity(city, direction)}
          onEdit={() => setDialog({ city })}
          removeTitle={`删除分站「${city.name}」？`}
          removeHint="只能删除没有文章、草稿、广告和考试日历的分站，删除后无法恢复"
          onRemove={() => removeCity(city)}
        />
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          {cities.length > 0
            ? `共 ${cities.length} 个城市分站；顺序即网站上切换城市时的顺序`
            : '城市分站有自己的首页、文章、广告与考试日历'}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ city: null })}>
          新建分站
        </Button>
      </div>
      <p className={styles.hint}>
        内容为分站的文章、草稿、广告与考试日历的数量；分站的栏目页网址形如
        /column/目录名/list/…，修改目录名后原来的网址将打不开。
      </p>
      <Table<ConsoleCity>
        rowKey="id"
        columns={columns}
        dataSource={cities}
        pagination={false}
        locale={{
          emptyText: (
            <ListEmpty
              title="还没有城市分站"
              hint="点击「新建分站」添加第一个城市分站（如：南京）"
            />
          ),
        }}
        scroll={{ x: 820 }}
      />
      <CityDialog target={dialog} cities={cities} onClose={() => setDialog(undefined)} />
    </>
  );
}
