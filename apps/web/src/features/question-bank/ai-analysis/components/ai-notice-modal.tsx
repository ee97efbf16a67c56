import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import styles from './ai-analysis.module.css';

interface AiNoticeModalProps {
  open: boolean;
  content: string;
  agreeing: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

/** 免责声明: generation starts only after the learner ticks the agreement. */
export function AiNoticeModal({ open, content, agreeing, onAgree, onCancel }: AiNoticeModalProps) {
  const [ticked, setTicked] = useState(false);
  return (
    <Modal
      open={open}
      title="免责声明"
      width={520}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      // While consent is being saved the learner has committed; closing then would be ignored.
      closable={!agreeing}
      keyboard={!agreeing}
      onCancel={onCancel}
      afterClose={() => setTicked(false)}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={agreeing}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!ticked} loading={agreeing} onClick={onAgree}>
          确定
        </Button>,
      ]}
    >
      <div className={styles.notice} role="document" tabIndex={0} aria-label="免责声明内容">
        {content}
      </div>
      <Checkbox
        className={styles.agree}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      >
        我已阅读并同意以上条款
      </Checkbox>
    </Modal>
  );
}
