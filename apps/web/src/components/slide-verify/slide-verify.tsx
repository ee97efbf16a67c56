import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { SlideVerifyTrack } from './slide-verify-track';
import type { SlideVerifyProps } from './slide-verify-track';

export type { SlideVerifyHandle, SlideVerifyProps, SlideVerifyStatus } from './slide-verify-track';

const ICONS = { idle: <DoubleRightOutlined />, done: <CheckOutlined /> };

/** The slide-to-verify bar of the desktop site, with antd's icons (see slide-verify-track.tsx). */
export function SlideVerify(props: SlideVerifyProps) {
  return <SlideVerifyTrack {...props} icons={ICONS} />;
}
