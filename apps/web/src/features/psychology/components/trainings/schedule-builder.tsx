import { Alert, Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import {
  BLOCK_MINUTES,
  formatHours,
  formatTime,
  loadPlan,
  newBlock,
  PRESETS,
  reviewPlan,
  savePlan,
  SUBJECTS,
  toMinutes,
  type DayPlan,
  type StudyBlock,
} from '../../lib/schedule';
import styles from '../../psychology.module.css';

const TIMELINE_CLASS = {
  wake: styles.timelineWake,
  study: styles.timelineStudy,
  sleep: styles.timelineSleep,
};

/**
 * 备考作息表: a day from waking to bedtime with its study blocks, edited in place, and what the
 * day adds up to — sleep, study, and the habits worth changing. Kept on this device, per person
 * (`viewer`, 0 for a visitor; the page remounts this for another person); 打印 puts it on paper
 * for the desk.
 */
export function ScheduleBuilder({ viewer }: { viewer: number }) {
  const [plan, setPlan] = useState<DayPlan>(() => loadPlan(viewer));
  useEffect(() => savePlan(viewer, plan), [viewer, plan]);
  const review = reviewPlan(plan);

  const change = (id: string, patch: Partial<StudyBlock>) =>
    setPlan((before) => ({
      ...before,
      blocks: before.blocks.map((block) => (block.id === id ? { ...block, ...patch } : block)),
    }));
  const addBlock = () =>
    setPlan((before) => {
      const ends = before.blocks
        .map((block) => (toMinutes(block.start) ?? 0) + block.minutes)
        .sort((a, b) => a - b);
      const after = ends.at(-1) ?? (toMinutes(before.wake) ?? 420) + 60;
      return {
        ...before,
        blocks: [...before.blocks, newBlock(formatTime(after + 15), 45, '行测')],
      };
    });

  return (
    <div className={styles.training}>
      <div className={styles.row}>
        <span>套用模板：</span>
        {PRESETS.map((preset) => (
          <Button key={preset.key} onClick={() => setPlan(preset.plan())}>
            {preset.name}
          </Button>
        ))}
      </div>

      <div className={styles.row}>
        <label htmlFor="psy-wake">起床时间</label>
        <Input
          id="psy-wake"
          type="time"
          value={plan.wake}
          onChange={(event) => setPlan((before) => ({ ...before, wake: event.target.value }))}
          style={{ width: 130 }}
        />
        <label htmlFor="psy-sleep">入睡时间</label>
        <Input
          id="psy-sleep"
          type="time"
          value={plan.sleep}
          onChange={(event) => setPlan((before) => ({ ...before, sleep: event.target.value }))}
          style={{ width: 130 }}
        />
      </div>

      <h3 className={styles.subTitle}>学习时段</h3>
      <ul className={styles.blocks} aria-label="学习时段">
        {plan.blocks.map((block, index) => (
          <li key={block.id} className={styles.block}>
            <Input
              type="time"
              aria-label={`第${index + 1}段开始时间`}
              value={block.start}
              onChange={(event) => change(block.id, { start: event.target.value })}
              style={{ width: 120 }}
            />
            <Select
              aria-label={`第${index + 1}段时长`}
              value={block.minutes}
              onChange={(minutes) => change(block.id, { minutes })}
              options={BLOCK_MINUTES.map((value) => ({ value, label: `${value} 分钟` }))}
              style={{ width: 110 }}
            />
            <Select
              aria-label={`第${index + 1}段科目`}
              value={block.subject}
              onChange={(subject) => change(block.id, { subject })}
              options={SUBJECTS.map((value) => ({ value, label: value }))}
              style={{ width: 110 }}
            />
            <Button
              type="text"
              onClick={() =>
                setPlan((before) => ({
                  ...before,
                  blocks: before.blocks.filter((item) => item.id !== block.id),
                }))
              }
            >
              删除
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={addBlock} disabled={plan.blocks.length >= 12}>
        添加学习时段
      </Button>

      <div className={styles.planSummary} aria-label="作息评估">
        <p>
          睡眠 <strong>{formatHours(review.sleepMinutes)}</strong> · 学习{' '}
          <strong>{formatHours(review.studyMinutes)}</strong>
        </p>
        {review.warnings.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={`有 ${review.warnings.length} 处可以调整`}
            description={
              <ul className={styles.planList}>
                {review.warnings.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <Alert type="success" showIcon title="这份作息安排合理，坚持下去！" />
        )}
        {review.good.length > 0 && (
          <p className={styles.muted}>做得好的地方：{review.good.join(' ')}</p>
        )}
      </div>

      <h3 className={styles.subTitle}>一天的安排</h3>
      <ol className={styles.timeline} aria-label="一天的安排">
        {review.timeline.map((row, index) => (
          <li key={`${row.kind}-${index}`} className={TIMELINE_CLASS[row.kind]}>
            <span className={styles.timelineTime}>
              {row.kind === 'study'
                ? `${formatTime(row.start)}–${formatTime(row.end)}`
                : formatTime(row.start)}
            </span>
            <span>
              {row.label}
              {row.kind === 'study' && (
                <span className={styles.muted}>（{row.end - row.start} 分钟）</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.trainingActions}>
        <Button onClick={() => window.print()}>打印作息表</Button>
      </div>
      <p className={styles.muted}>作息表只保存在本机浏览器中。</p>
    </div>
  );
}
