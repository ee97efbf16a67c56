import { Button, Popup, Skeleton } from 'antd-mobile';
import { MobileError } from '../../../components/mobile';
import { useCustomerService } from '../api/customer-service';
import styles from './customer-service-sheet.module.css';

interface CustomerServiceSheetProps {
  courseId: number;
  userId: number | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 咨询课程顾问 on a phone: the adviser (the viewer's own when they have one), the phone to call
 * with a tap and its hours, and the online chat when the site has one. Asked for only when
 * opened.
 */
export function CustomerServiceSheet({
  courseId,
  userId,
  open,
  onClose,
}: CustomerServiceSheetProps) {
  const service = useCustomerService(courseId, userId, open);
  let body;
  if (service.isPending) {
    body = (
      <div className={styles.body}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (service.isError) {
    body = <MobileError title="客服信息加载失败" onRetry={() => void service.refetch()} />;
  } else {
    const data = service.data;
    body = (
      <div className={styles.body}>
        <p className={styles.text}>{data.text}</p>
        <dl className={styles.facts}>
          {data.adviser && (
            <>
              <dt>课程顾问</dt>
              <dd>{data.adviser.name}</dd>
            </>
          )}
          {data.phone && (
            <>
              <dt>客服电话</dt>
              <dd>
                {data.phone}
                {data.serviceHours && <span className={styles.hours}>（{data.serviceHours}）</span>}
              </dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          {data.phone && (
            <a className={styles.call} href={`tel:${data.phone}`}>
              拨打电话
            </a>
          )}
          {data.chatUrl && (
            <a className={styles.chat} href={data.chatUrl} target="_blank" rel="noreferrer">
              在线咨询
            </a>
          )}
        </div>
        {!data.phone && !data.chatUrl && <p className={styles.none}>暂无在线客服，请稍后再试</p>}
      </div>
    );
  }
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      <h2 className={styles.title}>咨询课程顾问</h2>
      {body}
      <Button block fill="none" className={styles.close} onClick={onClose}>
        关闭
      </Button>
    </Popup>
  );
}
