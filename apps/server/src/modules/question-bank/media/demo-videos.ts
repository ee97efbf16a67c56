/** The demo bank's method-lesson videos; make-demo-videos.ts records them, the seed loads them. */
export const DEMO_VIDEOS = [
  {
    key: 'number-series',
    file: 'number-series.webm',
    title: '视频解析 · 数字推理方法精讲',
    lines: [
      '① 先看整体趋势：递增、递减还是波动',
      '② 相邻两项作差、作商，找出规律',
      '③ 常见规律：等差、等比、二级等差、递推和',
      '④ 用规律验证每一项，再推出所求项',
    ],
  },
  {
    key: 'growth-rate',
    file: 'growth-rate.webm',
    title: '视频解析 · 资料分析增长率速算',
    lines: [
      '增长率 = (现期量 − 基期量) ÷ 基期量',
      '基期量 = 现期量 ÷ (1 + 增长率)',
      '增长量 = 现期量 ÷ (1 + r) × r',
      '比重 = 部分量 ÷ 整体量',
    ],
  },
  {
    key: 'figure',
    file: 'figure-reasoning.webm',
    title: '视频解析 · 图形推理方法精讲',
    lines: [
      '① 先数数量：点、线、面、角、笔画',
      '② 再看位置：平移、旋转、翻转',
      '③ 后看样式：叠加、去同存异、遍历',
      '④ 把规律套到问号处，排除错误选项',
    ],
  },
] as const;
