import { LoadingOutlined, RobotOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { useAiAnalysis } from '../hooks/use-ai-analysis';
import { AiNoticeModal } from './ai-notice-modal';
import { AiQuotaModal } from './ai-quota-modal';
import { AiRating } from './ai-rating';
import { AiText } from './ai-text';
import styles from './ai-analysis.module.css';

export interface AiAnalysisProps {
  questionId: number;
}

/**
 * AI解析 in the answer and analysis panel. Keyed by question, so moving
 * to another question starts afresh and aborts a generation still streaming.
 */
export function AiAnalysis({ questionId }: AiAnalysisProps) {
  return <AiAnalysisBody key={questionId} questionId={questionId} />;
}

function AiAnalysisBody({ questionId }: AiAnalysisProps) {
  const { state, start, agree, dismiss, rated } = useAiAnalysis(questionId);
  const { phase, text, typing, result, error, failedAt, remaining } = state;
  const showing = phase === 'generating' || phase === 'done';

  return (
    <div className={styles.box} data-testid="ai-analysis" data-question-id={questionId}>
      <div className={styles.head}>
        <span className={styles.title}>
          <RobotOutlined /> AI解析
        </span>
        {showing && <Tag color="purple">当前解析由AI生成</Tag>}
        {!showing && (
          <Button
            type="primary"
            ghost
            size="small"
            icon={<RobotOutlined />}
            loading={phase === 'checking'}
            onClick={() => void start()}
          >
            {failedAt === 'check' ? '重试' : failedAt === 'generation' ? '重新生成' : '生成AI解析'}
          </Button>
        )}
      </div>

      {!showing && !error && (
        <p className={styles.hint}>不懂这道题？让AI为你梳理考点、解题思路与易错点。</p>
      )}
      {!showing && error && <Alert className={styles.error} type="error" showIcon title={error} />}

      {showing && !text && typing && (
        <p className={styles.hint} role="status">
          <LoadingOutlined /> AI正在生成解析…
        </p>
      )}
      {showing && text && <AiText text={text} typing={typing} />}
      {phase === 'done' && result && !typing && (
        <div className={styles.foot}>
          <AiRating result={result} onRated={rated} />
          {remaining !== null && (
            <span className={styles.remaining}>今日剩余免费次数：{remaining}</span>
          )}
        </div>
      )}

      {/* Always present, so a screen reader hears the change when the typing ends. */}
      <span className={styles.srOnly} role="status" aria-live="polite">
        {phase === 'done' && !typing ? 'AI解析已生成' : ''}
      </span>

      <AiNoticeModal
        open={phase === 'consent' || phase === 'agreeing'}
        content={state.notice}
        agreeing={phase === 'agreeing'}
        onAgree={() => void agree()}
        onCancel={dismiss}
      />
      <AiQuotaModal open={phase === 'quota'} onClose={dismiss} />
    </div>
  );
}
