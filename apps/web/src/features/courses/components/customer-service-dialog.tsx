import { CustomerServiceOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Skeleton } from 'antd';
import { useCustomerService } from '../api/customer-service';
import styles from './customer-service-dialog.module.css';

interface CustomerServiceDialogProps {
  courseId: number;
  userId: number | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 咨询课程顾问: the course's customer service as the server gives it — the adviser (the
 * viewer's own when they have one), the phone and its hours, and the online chat when there is
 * one. Asked for only when opened.
 */
export function CustomerServiceDialog({
  courseId,
  userId,
  open,
  onClose,
}: CustomerServiceDialogProps) {
  const service = useCustomerService(courseId, userId, open);
  let body;
  if (service.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (service.isError) {
    body = (
      <Result
        status="warning"
        title="客服信息加载失败"
        subTitle={service.error.message || '请稍后再试'}
        extra={<Button onClick={() => void service.refetch()}>重新加载</Button>}
      />
    );
  } else {
    const data = service.data;
    body = (
      <div className={styles.body}>
        <p className={styles.text}>{data.text}</p>
        <dl className={styles.facts}>
          {data.adviser && (
            <>
              <dt>
                <CustomerServiceOutlined /> 课程顾问
              </dt>
              <dd>{data.adviser.name}</dd>
            </>
          )}
          {data.phone && (
            <>
              <dt>
                <PhoneOutlined /> 客服电话
              </dt>
              <dd>
                <a href={`tel:${data.phone}`}>{data.phone}</a>
                {data.serviceHours && <span className={styles.hours}>（{data.serviceHours}）</span>}
              </dd>
            </>
          )}
        </dl>
        {data.chatUrl ? (
          <Button
            type="primary"
            icon={<MessageOutlined />}
            href={data.chatUrl}
            target="_blank"
            rel="noreferrer"
            block
          >
            在线咨询
          </Button>
        ) : (
          !data.phone && <p className={styles.none}>暂无在线客服，请稍后再试</p>
        )}
      </div>
    );
  }
  return (
    <Modal
      open={open}
      title="咨询课程顾问"
      footer={null}
      width={420}
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
