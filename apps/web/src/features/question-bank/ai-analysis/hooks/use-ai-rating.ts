import { ApiCode } from '@shangan/shared';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { updateThumbsUp } from '../api/update-thumbs-up';
import type { AiAnalysisResult } from '../types';

/** 很满意 / 不太好: one rating per explanation, locked once given. */
export function useAiRating(result: AiAnalysisResult, onRated: (thumbsUp: 1 | 0) => void) {
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

  return {
    /** The rating given (1 很满意, 0 不太好), or null. */
    chosen,
    locked,
    pending,
    rate,
    prompt: locked ? '感谢您的评价' : '这条AI解析对您有帮助吗？',
  };
}
