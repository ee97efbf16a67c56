import { Msg } from '@shangan/shared';
import { Button, Checkbox, Dialog, DotLoading, Tag } from 'antd-mobile';
import { FrownOutline, LikeOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import { AiText } from '../../ai-analysis/components/ai-text';
import { useAiAnalysis } from '../../ai-analysis/hooks/use-ai-analysis';
import { useAiRating } from '../../ai-analysis/hooks/use-ai-rating';
import type { AiAnalysisResult } from '../../ai-analysis/types';
import styles from './practice.module.css';

/**
 * AI解析 of a handed-in question, for touch: the same flow as the desktop's (the server's status,
 * the disclaimer once, the free quota's prompt, the text typed out as it streams, one rating).
 * Keyed by question: moving to another question aborts a generation still streaming.
 */
export function AiBox({ questionId }: { questionId: number }) {
  return <AiBoxBody key={questionId} questionId={questionId} />;
}

function AiBoxBody({ questionId }: { questionId: number }) {
  const navigate = useNavigate();
  const { state, start, agree, dismiss, rated } = useAiAnalysis(questionId);
  const { phase, text, typing, result, error, failedAt, remaining } = state;
  const showing = phase === 'generating' || phase === 'done';

  return (
    <div className={styles.aiBox} data-testid="ai-analysis" data-question-id={questionId}>
      <div className={styles.aiHead}>
        <span className={styles.aiTitle}>
          <span className={styles.aiBadge} aria-hidden="true">
            AI
          </span>
          AI解析
        </span>
        {showing && (
          <Tag color="primary" fill="outline">
            当前解析由AI生成
          </Tag>
        )}
      </div>

      {!showing && (
        <>
          {error ? (
            <p className={styles.aiError} role="alert">
              {error}
            </p>
          ) : (
            <p className={styles.hint}>不懂这道题？让AI为你梳理考点、解题思路与易错点。</p>
          )}
          <Button
            block
            color="primary"
            fill="outline"
            loading={phase === 'checking'}
            onClick={() => void start()}
          >
            {failedAt === 'check' ? '重试' : failedAt === 'generation' ? '重新生成' : '生成AI解析'}
          </Button>
        </>
      )}

      {showing && !text && typing && (
        <p className={styles.hint} role="status">
          AI正在生成解析
          <DotLoading />
        </p>
      )}
      {showing && text && <AiText text={text} typing={typing} />}
      {phase === 'done' && result && !typing && (
        <div className={styles.aiFoot}>
          <Rating result={result} onRated={rated} />
          {remaining !== null && (
            <span className={styles.muted}>今日剩余免费次数：{remaining}</span>
          )}
        </div>
      )}
      {/* Always present, so a screen reader hears the change when the typing ends. */}
      <span className={styles.srOnly} role="status" aria-live="polite">
        {phase === 'done' && !typing ? 'AI解析已生成' : ''}
      </span>

      <NoticeDialog
        open={phase === 'consent' || phase === 'agreeing'}
        content={state.notice}
        agreeing={phase === 'agreeing'}
        onAgree={() => void agree()}
        onCancel={dismiss}
      />
      <Dialog
        visible={phase === 'quota'}
        title="提示"
        content={<p className={styles.dialogText}>{Msg.aiQuotaUsedUp}</p>}
        onClose={dismiss}
        closeOnMaskClick
        actions={[
          [
            { key: 'later', text: '取消' },
            { key: 'vip', text: '购买VIP', bold: true },
          ],
        ]}
        onAction={(action) => {
          dismiss();
          if (action.key === 'vip') void navigate(mobilePathTo('MVipCenter'));
        }}
      />
    </div>
  );
}

/** 免责声明: generation starts only after the learner ticks the agreement. */
function NoticeDialog({
  open,
  content,
  agreeing,
  onAgree,
  onCancel,
}: {
  open: boolean;
  content: string;
  agreeing: boolean;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const [ticked, setTicked] = useState(false);
  return (
    <Dialog
      visible={open}
      title="免责声明"
      afterClose={() => setTicked(false)}
      content={
        <div>
          <div className={styles.notice} role="document" tabIndex={0} aria-label="免责声明内容">
            {content}
          </div>
          <Checkbox
            className={styles.agree}
            checked={ticked}
            disabled={agreeing}
            onChange={setTicked}
          >
            我已阅读并同意以上条款
          </Checkbox>
        </div>
      }
      actions={[
        [
          // While consent is being saved the learner has committed; closing then is ignored.
          { key: 'cancel', text: '取消', disabled: agreeing },
          {
            key: 'ok',
            text: agreeing ? '提交中…' : '确定',
            bold: true,
            disabled: !ticked || agreeing,
          },
        ],
      ]}
      onAction={(action) => {
        if (action.key === 'ok') onAgree();
        else onCancel();
      }}
    />
  );
}

function Rating({
  result,
  onRated,
}: {
  result: AiAnalysisResult;
  onRated: (thumbsUp: 1 | 0) => void;
}) {
  const { chosen, locked, pending, rate, prompt } = useAiRating(result, onRated);
  const button = (value: 1 | 0, label: string, icon: ReactNode) => (
    <Button
      size="small"
      shape="rounded"
      color={chosen === value ? 'primary' : 'default'}
      fill={chosen === value ? 'solid' : 'outline'}
      className={styles.rateButton}
      disabled={locked || (pending !== null && pending !== value)}
      aria-pressed={chosen === value}
      loading={pending === value}
      onClick={() => void rate(value)}
    >
      {icon} {label}
    </Button>
  );
  return (
    <div className={styles.rating} role="group" aria-label="评价AI解析">
      <span className={styles.muted}>{prompt}</span>
      <div className={styles.rateButtons}>
        {button(1, '很满意', <LikeOutline />)}
        {button(0, '不太好', <FrownOutline />)}
      </div>
    </div>
  );
}
