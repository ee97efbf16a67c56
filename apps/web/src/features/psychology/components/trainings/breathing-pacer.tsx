import { Button, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../../lib/hooks/use-reduced-motion';
import { useStopwatch } from '../../hooks/use-stopwatch';
import { BREATHING_MINUTES, breathAt, cycleSeconds, RHYTHMS, roundsFor } from '../../lib/breathing';
import styles from '../../psychology.module.css';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * 呼吸调节训练: pick a rhythm and a length, then breathe with the circle — it grows while
 * breathing in and shrinks while breathing out, the phase and its seconds written in it. With
 * reduced motion the circle keeps still and the words lead.
 */
export function BreathingPacer() {
  const reduced = useReducedMotion();
  const [rhythmKey, setRhythmKey] = useState(RHYTHMS[0]!.key);
  const [minutes, setMinutes] = useState<number>(3);
  const rhythm = RHYTHMS.find((item) => item.key === rhythmKey) ?? RHYTHMS[0]!;
  const rounds = roundsFor(rhythm, minutes);
  const watch = useStopwatch();
  const moment = breathAt(rhythm, rounds, watch.elapsed);
  const started = watch.running || watch.elapsed > 0;
  const { running, pause } = watch;

  useEffect(() => {
    if (moment.done && running) pause();
  }, [moment.done, running, pause]);

  const totalMs = rounds * cycleSeconds(rhythm) * 1000;
  let label = '准备开始';
  let detail = '找个舒服的坐姿，点“开始”后跟着圆圈呼吸';
  if (moment.done) {
    label = '完成';
    detail = `共 ${rounds} 轮，留意一下此刻身体的感觉`;
  } else if (started) {
    label = moment.phase.label;
    detail = `${moment.secondsLeft} 秒`;
  }

  return (
    <div className={styles.training}>
      <div className={styles.trainingControls}>
        <Segmented
          aria-label="呼吸节奏"
          value={rhythmKey}
          disabled={started && !moment.done}
          onChange={(value) => {
            setRhythmKey(String(value));
            watch.reset();
          }}
          options={RHYTHMS.map((item) => ({
            value: item.key,
            label: (
              <span className={styles.rhythmLabel}>
                {item.name}
                <small>{item.pattern}</small>
              </span>
            ),
          }))}
        />
        <Segmented
          aria-label="练习时长"
          value={minutes}
          disabled={started && !moment.done}
          onChange={(value) => {
            setMinutes(Number(value));
            watch.reset();
          }}
          options={BREATHING_MINUTES.map((value) => ({ value, label: `${value} 分钟` }))}
        />
      </div>
      <p className={styles.muted}>{rhythm.note}</p>

      <div className={styles.breathStage}>
        <div
          className={styles.breathCircle}
          // Before the start the circle is full, with the invitation in it.
          style={reduced ? undefined : { transform: `scale(${started ? moment.scale : 1})` }}
          aria-hidden="true"
        />
        <div className={styles.breathText}>
          <strong aria-live="polite">{label}</strong>
          <span>{detail}</span>
        </div>
      </div>

      <p className={styles.center}>
        第 {Math.min(moment.round, rounds)} / {rounds} 轮 · 剩余 {clock(totalMs - watch.elapsed)}
      </p>
      <div className={styles.trainingActions}>
        {!watch.running && !moment.done && (
          <Button type="primary" onClick={watch.start}>
            {started ? '继续' : '开始'}
          </Button>
        )}
        {watch.running && <Button onClick={watch.pause}>暂停</Button>}
        {started && <Button onClick={watch.reset}>重新开始</Button>}
      </div>
      <ul className={styles.tips}>
        <li>坐直，肩膀放松，一只手放在腹部，吸气时感到腹部鼓起。</li>
        <li>用鼻子吸气，用嘴缓缓呼气；呼气时想象把紧张一起呼出去。</li>
        <li>如果感到头晕或憋闷，就恢复自然呼吸，休息一下再继续。</li>
        <li>考场上不方便看计时，可以在心里默数“吸 1-2-3-4，呼 1-2-3-4-5-6”。</li>
      </ul>
    </div>
  );
}
