import { Button, Empty, Skeleton, Timeline } from 'antd';
import { useParcelTrack } from '../api/parcel-track';
import { formatDateTime } from '../../../lib/format';
import type { OrderDetail } from '../types';
import styles from './parcel-track.module.css';

interface ParcelTrackProps {
  userId: number;
  order: OrderDetail;
}

/** 物流信息: the carrier, the waybill and the parcel's track, newest first (kuaidi100). */
export function ParcelTrackView({ userId, order }: ParcelTrackProps) {
  const shipment = order.shipment;
  const track = useParcelTrack(userId, order.id, shipment !== null);
  if (!shipment) return null;
  return (
    <div className={styles.track}>
      <dl className={styles.facts}>
        <dt>快递公司</dt>
        <dd>{shipment.companyName}</dd>
        <dt>运单号</dt>
        <dd data-testid="tracking-number">{shipment.trackingNumber}</dd>
        {track.data && (
          <>
            <dt>物流状态</dt>
            <dd>
              <strong data-testid="track-state">{track.data.stateText}</strong>
            </dd>
          </>
        )}
      </dl>
      {track.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : track.isError ? (
        <div className={styles.failed}>
          物流信息暂时无法获取
          <Button size="small" onClick={() => void track.refetch()}>
            重试
          </Button>
        </div>
      ) : track.data.traces.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流轨迹，请稍后再查看" />
      ) : (
        <>
          <Timeline
            className={styles.timeline}
            items={track.data.traces.map((trace, index) => ({
              key: `${trace.time}-${index}`,
              color: index === 0 ? 'green' : 'gray',
              title: formatDateTime(trace.time),
              content: (
                <span className={index === 0 ? styles.latest : undefined}>
                  {/* Carriers usually open the text with the place already: 【北京市】… */}
                  {trace.location && !trace.context.startsWith('【') && (
                    <span className={styles.location}>【{trace.location}】</span>
                  )}
                  {trace.context}
                </span>
              ),
            }))}
          />
          <p className={styles.queried}>更新于 {formatDateTime(track.data.queriedAt)}</p>
        </>
      )}
    </div>
  );
}
