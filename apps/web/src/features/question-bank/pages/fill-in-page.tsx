import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Question-type component route: the widget with a real question of the bank. */
export default function FillInPage() {
  return (
    <WidgetDemo title="填空题组件" note="填空题：每个空一个输入框，输出时去掉每个答案首尾的空格。">
      <SampleWidget typeCode="fill_in" />
    </WidgetDemo>
  );
}
