import type { ThemeConfig } from 'antd';

/** 上岸 red-orange: warm and urgent like exam-season posters, readable on white (AA). */
export const BRAND_COLOR = '#d9381e';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: '#1f6fd1',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
