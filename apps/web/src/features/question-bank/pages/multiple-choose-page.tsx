import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Question-type component route: the widget with a real question of the bank. */
export default function MultipleChoosePage() {
  return (
    <WidgetDemo
      title="多选题组件"
      note="多选题（也用于不定项选择题）：点击选项加入或移除，输出按字母顺序排列。"
    >
      <SampleWidget typeCode="multiple_choose" />
      <SampleWidget typeCode="non_directional_choose" />
    </WidgetDemo>
  );
}
