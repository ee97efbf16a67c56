import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Question-type component route: the widget with a real question of the bank. */
export default function SingleChoosePage() {
  return (
    <WidgetDemo
      title="单选题组件"
      note="单选题（也用于判断题）：点击选项选中，再次点击同一选项取消选择。"
    >
      <SampleWidget typeCode="single_choose" />
      <SampleWidget typeCode="true_false_choose" />
    </WidgetDemo>
  );
}
