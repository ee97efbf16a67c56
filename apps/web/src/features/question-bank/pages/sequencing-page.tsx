import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Question-type component route: the widget with a real question of the bank. */
export default function SequencingPage() {
  return (
    <WidgetDemo title="排序题组件" note="排序题：依次填写序号，输出为逗号分隔的序号，空位不计入。">
      <SampleWidget typeCode="sequencing" />
    </WidgetDemo>
  );
}
