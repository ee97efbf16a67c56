import { Button, Empty, Input } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { useStopwatch } from '../../hooks/use-stopwatch';
import {
  addWorry,
  loadJournal,
  removeWorry,
  saveJournal,
  updateWorry,
  WORRY_MAX_CHARS,
  WORRY_MINUTES,
  type Worry,
} from '../../lib/worry-journal';
import styles from '../../psychology.module.css';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * 担忧时间记录: write a worry down when it comes, look at it in the day's worry time. Each worry
 * gets a next step or is let go. The notes stay on this device, per person (`viewer`, 0 for a
 * visitor; the page remounts this for another person).
 */
export function WorryTime({ viewer }: { viewer: number }) {
  const [journal, setJournal] = useState(() => loadJournal(viewer));
  const [draft, setDraft] = useState('');
  const [actionDrafts, setActionDrafts] = useState<Record<string, string>>({});
  const watch = useStopwatch();
  const totalMs = WORRY_MINUTES * 60_000;
  const timeUp = watch.elapsed >= totalMs;
  const { running, pause } = watch;

  useEffect(() => saveJournal(viewer, journal), [viewer, journal]);
  useEffect(() => {
    if (timeUp && running) pause();
  }, [timeUp, running, pause]);

  const open = journal.worries.filter((worry) => worry.status === 'open');
  const handled = journal.worries.filter((worry) => worry.status !== 'open');

  const note = () => {
    setJournal((before) => addWorry(before, draft));
    setDraft('');
  };
  const saveAction = (worry: Worry) => {
    const action = (actionDrafts[worry.id] ?? '').trim();
    if (!action) return;
    setJournal((before) => updateWorry(before, worry.id, { status: 'action', action }));
  };

  return (
    <div className={styles.training}>
      <p className={styles.muted}>
        复习时担心冒出来，不必和它较劲：用几个字记下来，告诉自己“留到担忧时间再想”，然后回到复习。每天在固定时间花
        {WORRY_MINUTES} 分钟集中处理：能做点什么的，写下下一步；做不了什么的，就先放下。
      </p>

      <div className={styles.row}>
        <label htmlFor="psy-worry-time">每天的担忧时间</label>
        <Input
          id="psy-worry-time"
          type="time"
          value={journal.time}
          onChange={(event) => setJournal((before) => ({ ...before, time: event.target.value }))}
          style={{ width: 130 }}
        />
        <span className={styles.muted}>建议安排在傍晚，不要放在睡前。</span>
      </div>

      <div className={styles.worryInput}>
        <Input
          aria-label="记下一个担忧"
          placeholder="例如：担心申论写不完"
          value={draft}
          maxLength={WORRY_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={note}
        />
        <Button type="primary" onClick={note} disabled={!draft.trim()}>
          记下
        </Button>
      </div>

      <div className={styles.worryTimer}>
        <strong>担忧时间 {clock(totalMs - watch.elapsed)}</strong>
        {timeUp ? (
          <span>时间到了。没处理完的担忧留到明天，现在去做点别的事吧。</span>
        ) : watch.running ? (
          <Button onClick={watch.pause}>暂停</Button>
        ) : (
          <Button type="primary" onClick={watch.start}>
            {watch.elapsed > 0 ? '继续' : `开始 ${WORRY_MINUTES} 分钟担忧时间`}
          </Button>
        )}
        {watch.elapsed > 0 && <Button onClick={watch.reset}>重置</Button>}
      </div>

      <h3 className={styles.subTitle}>待处理（{open.length}）</h3>
      {open.length === 0 ? (
        <Empty description="还没有记下的担忧" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className={styles.worries} aria-label="待处理的担忧">
          {open.map((worry) => (
            <li key={worry.id} className={styles.worry}>
              <div className={styles.row}>
                <span className={styles.spacer}>{worry.text}</span>
                <span className={styles.muted}>{formatDateTime(worry.createdAt)}</span>
              </div>
              <div className={styles.worryInput}>
                <Input
                  aria-label={`针对“${worry.text}”我能做的下一步`}
                  placeholder="我能做的下一步（如：今晚限时写一篇大作文）"
                  maxLength={WORRY_MAX_CHARS}
                  value={actionDrafts[worry.id] ?? ''}
                  onChange={(event) =>
                    setActionDrafts((before) => ({ ...before, [worry.id]: event.target.value }))
                  }
                  onPressEnter={() => saveAction(worry)}
                />
                <Button
                  onClick={() => saveAction(worry)}
                  disabled={!(actionDrafts[worry.id] ?? '').trim()}
                >
                  定下行动
                </Button>
                <Button
                  onClick={() =>
                    setJournal((before) => updateWorry(before, worry.id, { status: 'letGo' }))
                  }
                >
                  暂时放下
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {handled.length > 0 && (
        <>
          <h3 className={styles.subTitle}>已处理（{handled.length}）</h3>
          <ul className={styles.worries} aria-label="已处理的担忧">
            {handled.map((worry) => (
              <li key={worry.id} className={styles.worry}>
                <div className={styles.row}>
                  <span className={styles.spacer}>
                    {worry.text}
                    <span className={styles.muted}>
                      {worry.status === 'action' ? ` → ${worry.action}` : ' → 已放下'}
                    </span>
                  </span>
                  <Button
                    size="small"
                    type="text"
                    onClick={() => setJournal((before) => removeWorry(before, worry.id))}
                  >
                    删除
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.muted}>记录只保存在本机浏览器中，不会上传。</p>
    </div>
  );
}
