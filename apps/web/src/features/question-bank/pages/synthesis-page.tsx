import { SampleWidget } from '../components/sample-widget';
import { WidgetDemo } from '../components/widget-demo';

/** Composite material question, each 问题 answered under it (资料分析). */
export default function SynthesisPage() {
  return (
    <WidgetDemo
      title="材料题组件"
      note="材料题：材料多于一则时编号显示，可“弹出”到 800×600 的新窗口，点击图片放大，超过 96 像素的材料折叠后可展开全部。"
    >
      <SampleWidget typeCode="composite" layout="inline" />
    </WidgetDemo>
  );
}
