import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOW_STOCK } from '@shangan/shared';
import type { ConsoleGoodsRow } from '@shangan/shared/contracts/console/goods';
import { LinkButton } from '../../../components/link-button/link-button';
import { ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { formatDateTime, yuan } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleGoods } from '../api/console-goods';
import { GoodsCover } from '../components/goods/goods-cover';
import { goodsEditPath, newGoodsPath } from '../components/goods/goods-paths';
import { OnSaleTag, StockFigure } from '../components/goods/goods-tags';
import goodsStyles from '../components/goods/goods.module.css';
import { StockDialog } from '../components/goods/stock-dialog';
import { listAddress } from '../lib/list-address';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 60;
/** The thumbnail's width in the list; its height follows at 3:4. */
const COVER_WIDTH = 36;

/**
 * /admin/goods: the shop's books, found by title or by 库存紧张; each opens in the editor, and
 * its stock is taken in or written off from here with a reason.
 */
export default function GoodsPage() {
  useDocumentTitle('图书与库存 - 教务后台');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('keyword') ?? '';
  const lowStock = params.get('lowStock') === '1';
  const page = positiveInt(params.get('page')) ?? 1;
  const goods = useConsoleGoods({
    page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(lowStock ? { lowStock: true } : {}),
  });
  const [changing, setChanging] = useState<ConsoleGoodsRow | null>(null);
  const rows = goods.data?.list ?? [];

  const show = (next: { keyword?: string; lowStock?: boolean; page?: number }) => {
    const filters: Record<string, string | null> = {};
    if (next.keyword !== undefined) filters.keyword = next.keyword.trim().slice(0, KEYWORD_MAX);
    if (next.lowStock !== undefined) filters.lowStock = next.lowStock ? '1' : null;
    setParams(listAddress(params, filters, next.page));
  };

  const columns: TableColumnsType<ConsoleGoodsRow> = [
    {
      title: '封面',
      dataIndex: 'coverUrl',
      width: COVER_WIDTH + 32,
      render: (_, row) => <GoodsCover url={row.coverUrl} title={row.title} width={COVER_WIDTH} />,
    },
    {
      title: '书名',
      render: (_, row) => (
        <Link to={goodsEditPath(row.id)} className={styles.clamp}>
          {row.title}
        </Link>
      ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      width: 110,
      render: (category: string) => category || <span className={styles.muted}>未分类</span>,
    },
    {
      title: '售价',
      dataIndex: 'price',
      width: 100,
      align: 'right',
      render: (price: string) => yuan(price),
    },
    {
      title: '库存',
      width: 130,
      render: (_, row) => <StockFigure stock={row.stock} low={row.lowStock} />,
    },
    { title: '销量', dataIndex: 'sales', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'onSale',
      width: 90,
      render: (onSale: boolean) => <OnSaleTag onSale={onSale} />,
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 150,
      render: (_, row) => (
        <span className={goodsStyles.rowActions}>
          <LinkButton type="link" to={goodsEditPath(row.id)} aria-label={`编辑${row.title}`}>
            编辑
          </LinkButton>
          <Button
            type="link"
            onClick={() => setChanging(row)}
            aria-label={`库存变动：${row.title}`}
          >
            库存变动
          </Button>
        </span>
      ),
    },
  ];

  const filtered = Boolean(keyword || lowStock);
  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={goodsStyles.filters}>
          <Input.Search
            key={keyword}
            aria-label="搜索图书"
            placeholder="按书名搜索"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 320 }}
            onSearch={(value) => show({ keyword: value, page: 1 })}
          />
          <Checkbox
            checked={lowStock}
            onChange={(event) => show({ lowStock: event.target.checked, page: 1 })}
          >
            只看库存紧张（≤{LOW_STOCK} 本）
          </Checkbox>
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(newGoodsPath())}
        >
          新建图书
        </Button>
      </div>
      {goods.isError ? (
        <ReloadResult
          title="图书加载失败"
          error={goods.error}
          onReload={() => void goods.refetch()}
        />
      ) : (
        <Table<ConsoleGoodsRow>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={goods.isPending || goods.isPlaceholderData}
          locale={{ emptyText: filtered ? '没有找到符合条件的图书' : '还没有图书' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: goods.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 种`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 1100 }}
        />
      )}
      <StockDialog
        // The row as last read: after a refusal the list is read again, and so is its stock.
        goods={changing && (rows.find((row) => row.id === changing.id) ?? changing)}
        onClose={() => setChanging(null)}
      />
    </section>
  );
}
