import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { ApiCode } from '@shangan/shared';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { updateThumbsUp } from '../api/update-thumbs-up';
import type { AiAnalysisResult } from '../types';
import styles from './ai-analysis.module.css';

interface AiRatingProps {
  result: AiAnalysisResult;
  onRated: (thumbsUp: 1 | 0) => void;
}

/** 很满意 / 不太好: one rating per explanation, locked once given. */
export function AiRating({ result, onRated }: AiRatingProps) {
  const [pending, setPending] = useState<1 | 0 | null>(null);
  // The server says it was rated already (another tab, say) without telling which way.
  const [ratedElsewhere, setRatedElsewhere] = useState(false);
  const chosen = result.thumbsUp;
  const locked = chosen !== null || ratedElsewhere;

  const rate = async (value: 1 | 0) => {
    setPending(value);
    try {
      await updateThumbsUp(result.id, value);
      onRated(value);
    } catch (error) {
      if (isApiError(error) && error.code === ApiCode.BAD_REQUEST) setRatedElsewhere(true);
      notify.warning(isApiError(error) ? error.message : '评价失败，请稍后再试');
    } finally {
      setPending(null);
    }
  };

  const button = (value: 1 | 0, label: string, icon: ReactNode) => (
    <Button
      size="small"
      shape="round"
      icon={icon}
      className={chosen === value ? styles.chosen : undefined}
      disabled={locked || (pending !== null && pending !== value)}
      aria-pressed={chosen === value}
      loading={pending === value}
      onClick={() => void rate(value)}
    >
      {label}
    </Button>
  );

  return (
    <div className={styles.rating} role="group" aria-label="评价AI解析">
      <span className={styles.ratingPrompt}>
        {locked ? '感谢您的评价' : '这条AI解析对您有帮助吗？'}
      </span>
      {button(1, '很满意', <LikeOutlined />)}
      {button(0, '不太好', <DislikeOutlined />)}
    </div>
  );
}
