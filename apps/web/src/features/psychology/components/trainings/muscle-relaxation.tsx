import { Button, Progress } from 'antd';
import { useEffect } from 'react';
import { useStopwatch } from '../../hooks/use-stopwatch';
import {
  RELAX_SECONDS,
  RELAX_STEPS,
  relaxAt,
  stepStartMs,
  TENSE_SECONDS,
} from '../../lib/relaxation';
import styles from '../../psychology.module.css';

/**
 * 渐进式肌肉放松: a guided round through the body, each part tensed for a few seconds and then
 * released for longer; the steps can be skipped back and forth, and each is listed below.
 */
export function MuscleRelaxation() {
  const watch = useStopwatch();
  const moment = relaxAt(watch.elapsed);
  const started = watch.running || watch.elapsed > 0;
  const step = RELAX_STEPS[moment.index]!;
  const { running, pause } = watch;

  useEffect(() => {
    if (moment.done && running) pause();
  }, [moment.done, running, pause]);

  return (
    <div className={styles.training}>
      <p className={styles.muted}>
        每个部位先用力绷紧约 {TENSE_SECONDS} 秒（七八分力即可，不要用到发痛），再完全放松约{' '}
        {RELAX_SECONDS} 秒，体会紧张和放松的差别。全程约 5 分钟，睡前躺着做也可以。
      </p>

      <div className={styles.relaxStage} aria-live="polite">
        {moment.done ? (
          <>
            <strong>完成</strong>
            <p>全身都放松下来了。保持几次缓慢的呼吸，再慢慢睁开眼睛、活动一下手脚。</p>
          </>
        ) : started ? (
          <>
            <span className={styles.muted}>
              第 {moment.index + 1} / {RELAX_STEPS.length} 步 · {step.part}
            </span>
            <strong className={moment.phase === 'tense' ? styles.tense : styles.relax}>
              {moment.phase === 'tense' ? '绷紧' : '放松'} {moment.secondsLeft}
            </strong>
            <p>{moment.phase === 'tense' ? step.tense : step.relax}</p>
          </>
        ) : (
          <>
            <strong>准备开始</strong>
            <p>找一个安静的地方坐好或躺下，闭上眼睛，点“开始”后跟着提示做。</p>
          </>
        )}
      </div>
      <Progress
        percent={Math.round(
          ((moment.done ? RELAX_STEPS.length : moment.index) / RELAX_STEPS.length) * 100,
        )}
        showInfo={false}
        aria-label="放松进度"
      />

      <div className={styles.trainingActions}>
        <Button
          disabled={moment.index === 0 || moment.done}
          onClick={() => watch.seek(stepStartMs(moment.index - 1))}
        >
          上一步
        </Button>
        {!watch.running && !moment.done && (
          <Button type="primary" onClick={watch.start}>
            {started ? '继续' : '开始'}
          </Button>
        )}
        {watch.running && <Button onClick={watch.pause}>暂停</Button>}
        <Button disabled={moment.done} onClick={() => watch.seek(stepStartMs(moment.index + 1))}>
          下一步
        </Button>
        {started && <Button onClick={watch.reset}>重新开始</Button>}
      </div>

      <ol className={styles.relaxSteps} aria-label="放松步骤">
        {RELAX_STEPS.map((item, index) => (
          <li
            key={item.part}
            className={started && !moment.done && index === moment.index ? styles.relaxCurrent : ''}
          >
            <strong>{item.part}</strong>：{item.tense}
            {item.relax}
          </li>
        ))}
      </ol>
      <p className={styles.muted}>有伤病或疼痛的部位只需轻轻用力，或直接跳过。</p>
    </div>
  );
}
