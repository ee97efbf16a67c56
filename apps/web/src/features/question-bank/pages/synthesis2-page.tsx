import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Composite material question, second layout: materials and 问题 left, answers on the right. */
export default function Synthesis2Page() {
  return (
    <WidgetDemo
      title="材料题组件（答题卡布局）"
      note="左侧为材料与问题，右侧答题卡作答；申论材料题使用同一布局。"
    >
      <SampleWidget typeCode="composite" layout="split" />
      <SampleWidget typeCode="composite" layout="split" childType="short_answer" />
    </WidgetDemo>
  );
}
