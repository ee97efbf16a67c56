import { Tag } from 'antd';
import styles from './goods.module.css';

/** 在售 or 已下架, as the shop shows the book or not. */
export function OnSaleTag({ onSale }: { onSale: boolean }) {
  return <Tag color={onSale ? 'success' : 'default'}>{onSale ? '在售' : '已下架'}</Tag>;
}

/** The copies in stock, and 库存紧张 when they are few (at or below LOW_STOCK). */
export function StockFigure({ stock, low }: { stock: number; low: boolean }) {
  return (
    <span className={styles.stock}>
      {stock}
      {low && <Tag color="red">库存紧张</Tag>}
    </span>
  );
}
