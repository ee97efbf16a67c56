import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { MobileError } from '../../../../components/mobile';
import { isApiError } from '../../../../lib/api';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import styles from './practice.module.css';

/**
 * A failed load of the bank: VIP-only content gets the way to VIP (the server decided), an
 * unknown record says so, anything else says why and offers another try.
 */
export function BankError({
  error,
  onRetry,
  backTo = mobilePathTo('MQuestionBank'),
}: {
  error: unknown;
  onRetry?: () => void;
  backTo?: string;
}) {
  const navigate = useNavigate();
  const code = isApiError(error) ? error.code : 0;
  const message = error instanceof Error && error.message ? error.message : '';
  if (code === 403) {
    return (
      <ErrorBlock status="default" title="该内容为VIP专享" description={message}>
        <div className={styles.stateActions}>
          <Button color="primary" onClick={() => void navigate(mobilePathTo('MVipCenter'))}>
            开通VIP
          </Button>
          <Button onClick={() => void navigate(backTo)}>返回题库</Button>
        </div>
      </ErrorBlock>
    );
  }
  if (code === 404) {
    return (
      <ErrorBlock status="empty" title="内容不存在" description={message || '内容不存在或已下线'}>
        <Button onClick={() => void navigate(backTo)}>返回题库</Button>
      </ErrorBlock>
    );
  }
  return (
    <MobileError
      description={message || '网络不太顺畅，请稍后重试'}
      {...(onRetry ? { onRetry } : {})}
    />
  );
}
