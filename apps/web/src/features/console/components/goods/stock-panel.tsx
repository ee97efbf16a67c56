import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LOW_STOCK } from '@shangan/shared';
import type { ConsoleGoodsDetail } from '@shangan/shared/contracts/console/goods';
import { formatDateTime } from '../../../../lib/format';
import consoleStyles from '../../pages/console.module.css';
import { GoodsCover } from './goods-cover';
import { StockFigure } from './goods-tags';
import styles from './goods.module.css';

/**
 * Beside a saved book's form: its cover, stock and sales, read only — the stock changes only
 * through 库存变动, which keeps a reason for every copy taken in or written off.
 */
export function StockPanel({
  book,
  onChangeStock,
}: {
  book: ConsoleGoodsDetail;
  onChangeStock: () => void;
}) {
  return (
    <aside className={styles.side} aria-label="库存与销量">
      <h2 className={styles.sideTitle}>库存与销量</h2>
      <GoodsCover url={book.coverUrl} title={book.title} width={120} />
      <dl className={styles.figures}>
        <dt>库存</dt>
        <dd>
          <StockFigure stock={book.stock} low={book.stock <= LOW_STOCK} />
        </dd>
        <dt>销量</dt>
        <dd>{book.sales}</dd>
        <dt>最后修改</dt>
        <dd>{formatDateTime(book.updatedAt)}</dd>
      </dl>
      <Button icon={<SwapOutlined />} onClick={onChangeStock}>
        库存变动
      </Button>
      <span className={consoleStyles.muted}>库存只在这里修改：入库、报损、盘亏都记下原因</span>
    </aside>
  );
}
