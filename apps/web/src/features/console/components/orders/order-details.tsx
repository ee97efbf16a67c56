import { Descriptions, Table, Tag, Timeline, type TableColumnsType } from 'antd';
import type { ConsoleOrderDetail, ConsoleRefund } from '@shangan/shared/contracts/console/orders';
import { formatDateTime, yuan } from '../../../../lib/format';
import consoleStyles from '../../pages/console.module.css';
import { GOODS_KIND_TEXT, REFUND_STATE_COLOR } from './order-labels';
import styles from './orders.module.css';

type Line = ConsoleOrderDetail['lines'][number];

const LINE_COLUMNS: TableColumnsType<Line> = [
  { title: '商品', dataIndex: 'title' },
  { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
  {
    title: '单价',
    dataIndex: 'price',
    width: 110,
    align: 'right',
    render: (price: string) => yuan(price),
  },
];

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);
const orDash = (text: string | null | undefined) => text || '—';

function RefundFacts({ refund }: { refund: ConsoleRefund }) {
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label="退款单号">
        <span className={styles.orderNum}>{refund.refundNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label="退款状态">
        <Tag color={REFUND_STATE_COLOR[refund.state]}>{refund.stateText}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="退款金额">{yuan(refund.amount)}</Descriptions.Item>
      <Descriptions.Item label="经办人">{orDash(refund.createdBy)}</Descriptions.Item>
      <Descriptions.Item label="退款原因" span={2}>
        <div className={consoleStyles.text}>{refund.reason}</div>
      </Descriptions.Item>
      {/* A ternary, not &&: Descriptions would lay an empty string out as a row of its own. */}
      {refund.failure ? (
        <Descriptions.Item label="失败原因" span={2}>
          <span className={styles.amount}>{refund.failure}</span>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="提交时间">{formatDateTime(refund.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="退款时间">
        {orDash(formatDateTime(refund.refundedAt))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Everything staff need to answer a buyer about one order, as the server has it. */
export function OrderDetails({ order }: { order: ConsoleOrderDetail }) {
  return (
    <>
      <h3 className={styles.sectionTitle}>订单信息</h3>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="订单号" span={2}>
          <span className={styles.orderNum}>{order.orderNum}</span>
        </Descriptions.Item>
        <Descriptions.Item label="买家">{order.buyerName}</Descriptions.Item>
        <Descriptions.Item label="手机号">{orDash(order.buyerPhone)}</Descriptions.Item>
        <Descriptions.Item label="商品类型">{GOODS_KIND_TEXT[order.kind]}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatDateTime(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="支付方式">{orDash(order.providerName)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">
          {orDash(formatDateTime(order.paidAt))}
        </Descriptions.Item>
        <Descriptions.Item label="支付流水号" span={2}>
          <span className={styles.orderNum}>{orDash(order.transactionId)}</span>
        </Descriptions.Item>
        {order.remark ? (
          <Descriptions.Item label="买家备注" span={2}>
            <div className={consoleStyles.text}>{order.remark}</div>
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      {order.refund && (
        <>
          <h3 className={styles.sectionTitle}>退款</h3>
          <RefundFacts refund={order.refund} />
        </>
      )}

      <h3 className={styles.sectionTitle}>商品与金额</h3>
      <Table<Line>
        rowKey="goodsId"
        size="small"
        columns={LINE_COLUMNS}
        dataSource={order.lines}
        pagination={false}
      />
      <Descriptions column={2} size="small" bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label="商品金额">{yuan(order.goodsAmount)}</Descriptions.Item>
        <Descriptions.Item label="运费">{yuan(order.freight)}</Descriptions.Item>
        <Descriptions.Item label="优惠">
          {isZero(order.discount) ? yuan(order.discount) : `-${yuan(order.discount)}`}
        </Descriptions.Item>
        <Descriptions.Item label="优惠券">{order.couponName || '未使用'}</Descriptions.Item>
        <Descriptions.Item label="实付" span={2}>
          <span className={styles.amount}>{yuan(order.payAmount)}</span>
        </Descriptions.Item>
      </Descriptions>

      {(order.address || order.shipment) && (
        <>
          <h3 className={styles.sectionTitle}>收货与物流</h3>
          <Descriptions column={1} size="small" bordered>
            {order.address && (
              <Descriptions.Item label="收货地址">
                {order.address.name} {order.address.phone}
                <div>
                  {order.address.fullAddress}
                  {order.address.postcode && `（邮编 ${order.address.postcode}）`}
                </div>
              </Descriptions.Item>
            )}
            <Descriptions.Item label="物流">
              {order.shipment ? (
                <>
                  {order.shipment.companyName}{' '}
                  <span className={styles.orderNum}>{order.shipment.trackingNumber}</span>
                  {order.shippedAt && (
                    <span className={consoleStyles.muted}>
                      {' '}
                      · {formatDateTime(order.shippedAt)} 发货
                    </span>
                  )}
                </>
              ) : (
                <span className={consoleStyles.muted}>未发货</span>
              )}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}

      {order.timeline.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>订单经过</h3>
          <Timeline
            items={order.timeline.map((entry, index) => ({
              key: `${entry.at}-${index}`,
              color: index === order.timeline.length - 1 ? 'blue' : 'gray',
              content: (
                <>
                  <div>{entry.text}</div>
                  <div className={consoleStyles.muted}>{formatDateTime(entry.at)}</div>
                </>
              ),
            }))}
          />
        </>
      )}
    </>
  );
}
