import { Slider } from 'antd';
import { useState } from 'react';
import { ProgressGauge } from '../../../components/progress-gauge/progress-gauge';
import { hasToken } from '../../../lib/session-storage';
import { usePracticeTotals } from '../api/exercise-total-log';
import { WidgetDemo } from '../components/widget-demo';
import styles from '../components/bank.module.css';

/** The semicircular progress gauge: my accuracy, and any value to try. */
export default function ProgressBarPage() {
  const totals = usePracticeTotals(hasToken());
  const [value, setValue] = useState(62.5);
  return (
    <WidgetDemo
      title="进度仪表盘组件"
      note="半圆形进度仪表盘，仅用于展示：动画时长 1200 毫秒，半径 50，线宽 10。"
    >
      <div className={styles.row} style={{ gap: 48, padding: '16px 0' }}>
        {totals.data && (
          <div>
            <ProgressGauge value={totals.data.accuracy} label="我的正确率" />
          </div>
        )}
        <div>
          <ProgressGauge key={value} value={value} label="示例" />
        </div>
        <div style={{ width: 260 }}>
          <Slider
            min={0}
            max={100}
            step={0.5}
            value={value}
            onChange={setValue}
            aria-label="示例进度"
          />
        </div>
      </div>
    </WidgetDemo>
  );
}
