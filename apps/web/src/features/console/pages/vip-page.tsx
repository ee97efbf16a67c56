import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleVipPackage, ConsoleVipProduct } from '@shangan/shared/contracts/console/vip';
import { ReloadResult } from '../../../components/page-states/page-states';
import { yuan } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleVipPackages } from '../api/console-vip';
import { PackageDialog } from '../components/vip/package-dialog';
import { VipOrdersPanel } from '../components/vip/vip-orders-panel';
import styles from './console.module.css';

type Editing = { productId: number; productName: string; pkg: ConsoleVipPackage | null };

function packageColumns(
  onEdit: (pkg: ConsoleVipPackage) => void,
): TableColumnsType<ConsoleVipPackage> {
  return [
    {
      title: '套餐',
      render: (_, pkg) => (
        <Space size={4} wrap>
          <span>{pkg.name}</span>
          {pkg.intro && <Tag color="orange">{pkg.intro}</Tag>}
          {pkg.isActivity && <Tag color="red">活动</Tag>}
        </Space>
      ),
    },
    { title: '天数', dataIndex: 'days', width: 80, align: 'right' },
    {
      title: '原价',
      dataIndex: 'price',
      width: 100,
      align: 'right',
      render: (price: string) => yuan(price),
    },
    {
      title: '售价',
      width: 100,
      align: 'right',
      render: (_, pkg) => yuan(pkg.discountPrice || pkg.price),
    },
    { title: '等级', dataIndex: 'level', width: 70, align: 'right' },
    { title: '已售', dataIndex: 'sold', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'onSale',
      width: 90,
      render: (onSale: boolean) => (onSale ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>),
    },
    {
      title: '操作',
      width: 80,
      fixed: 'right',
      render: (_, pkg) => (
        <Button type="link" onClick={() => onEdit(pkg)} aria-label={`修改${pkg.name}`}>
          修改
        </Button>
      ),
    },
  ];
}

function TierCard({
  product,
  onEdit,
}: {
  product: ConsoleVipProduct;
  onEdit: (editing: Editing) => void;
}) {
  const edit = (pkg: ConsoleVipPackage | null) =>
    onEdit({ productId: product.id, productName: product.name, pkg });
  return (
    <Card
      title={product.name}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => edit(null)}>
          新建套餐
        </Button>
      }
    >
      <p className={styles.muted}>
        当前会员 {product.members} 人
        {product.benefits.length > 0 && ` · 权益：${product.benefits.join('、')}`}
      </p>
      <Table<ConsoleVipPackage>
        rowKey="id"
        columns={packageColumns(edit)}
        dataSource={product.packages}
        pagination={false}
        locale={{ emptyText: '还没有套餐，点「新建套餐」添加' }}
        scroll={{ x: 760 }}
        size="middle"
      />
    </Card>
  );
}

/** 会员套餐: each tier with its packages, changed from a dialog. */
function PackagesPanel() {
  const packages = useConsoleVipPackages();
  const [editing, setEditing] = useState<Editing | null>(null);

  let content;
  if (packages.isError) {
    content = (
      <ReloadResult
        title="会员套餐加载失败"
        error={packages.error}
        onReload={() => void packages.refetch()}
      />
    );
  } else if (!packages.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (packages.data.products.length === 0) {
    content = <Empty description="还没有会员等级" />;
  } else {
    content = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {packages.data.products.map((product) => (
          <TierCard key={product.id} product={product} onEdit={setEditing} />
        ))}
      </Space>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        改价只影响之后的新订单，已下的订单和已开通的会员按原价计算；不再销售的套餐请下架。
      </p>
      {content}
      <PackageDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/**
 * /admin/vip: finance's VIP. 会员套餐: each tier's packages, repriced, added or taken off sale
 * (a price applies to orders made after it). 会员订单 (?tab=orders): orders found by number or
 * phone, and late payments sent back.
 */
export default function VipPage() {
  useDocumentTitle('会员套餐 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'orders' ? 'orders' : 'packages';
  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'orders' ? { tab: 'orders' } : {})}
        destroyOnHidden
        items={[
          { key: 'packages', label: '会员套餐', children: <PackagesPanel /> },
          { key: 'orders', label: '会员订单', children: <VipOrdersPanel /> },
        ]}
      />
    </section>
  );
}
