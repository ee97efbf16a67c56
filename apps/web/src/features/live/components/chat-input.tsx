import { Button, Input } from 'antd';
import { useState } from 'react';
import { LIVE_LIMITS, LIVE_MSG } from '@shangan/shared';
import type { LiveMessage } from '@shangan/shared/contracts/live';
import { sendLiveMessage } from '../api/send-message';
import styles from './chat-panel.module.css';

interface ChatInputProps {
  sessionId: number;
  /** The message the server kept: shown at once (its event will not add it twice). */
  onSent: (message: LiveMessage) => void;
  /** Why the box is closed (您已被老师禁言): shown in it and under it. */
  disabledReason?: string;
}

/**
 * The message box: a counter against the room's limit, Enter (outside an input method's
 * composition) or 发送 sends, and a refusal (too fast, muted, closed) shows under it in the
 * server's words with the text kept, so nothing typed is lost.
 */
export function ChatInput({ sessionId, onSent, disabledReason = '' }: ChatInputProps) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);

  const send = () => {
    const content = text.trim();
    if (sending || disabledReason) return;
    if (!content) {
      setRefusal(LIVE_MSG.emptyMessage);
      return;
    }
    setSending(true);
    setRefusal('');
    sendLiveMessage({ sessionId, content }).then(
      (message) => {
        setSending(false);
        setText('');
        onSent(message);
      },
      (error: unknown) => {
        setSending(false);
        setRefusal(error instanceof Error && error.message ? error.message : '发送失败，请重试');
      },
    );
  };

  return (
    <div>
      <div className={styles.inputRow}>
        <Input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (refusal) setRefusal('');
          }}
          onPressEnter={(event) => {
            if (event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          maxLength={LIVE_LIMITS.message}
          showCount
          placeholder={disabledReason || '说点什么…'}
          aria-label="发言内容"
          autoComplete="off"
          disabled={disabledReason !== ''}
        />
        {/* Greyed rather than spinning: a message goes out in an instant. */}
        <Button type="primary" disabled={sending || disabledReason !== ''} onClick={send}>
          发送
        </Button>
      </div>
      {(disabledReason || refusal) && (
        <p className={styles.refusal} role="alert">
          {disabledReason || refusal}
        </p>
      )}
    </div>
  );
}
