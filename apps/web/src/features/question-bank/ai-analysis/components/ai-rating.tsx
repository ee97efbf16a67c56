import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useAiRating } from '../hooks/use-ai-rating';
import type { AiAnalysisResult } from '../types';
import styles from './ai-analysis.module.css';

interface AiRatingProps {
  result: AiAnalysisResult;
  onRated: (thumbsUp: 1 | 0) => void;
}

/** 很满意 / 不太好: one rating per explanation, locked once given. */
export function AiRating({ result, onRated }: AiRatingProps) {
  const { chosen, locked, pending, rate, prompt } = useAiRating(result, onRated);

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
      <span className={styles.ratingPrompt}>{prompt}</span>
      {button(1, '很满意', <LikeOutlined />)}
      {button(0, '不太好', <DislikeOutlined />)}
    </div>
  );
}
