import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { SlideVerifyTrack } from '../slide-verify/slide-verify-track';
import type { SlideVerifyProps } from '../slide-verify/slide-verify-track';

export type { SlideVerifyHandle } from '../slide-verify/slide-verify-track';

const ICONS = { idle: <RightOutline />, done: <CheckOutline /> };

/**
 * The desktop site's slide-to-verify bar with antd-mobile's icons: the mobile forms ask for the
 * same slide before an SMS code is sent. Full width and 44 px high, a comfortable thumb target.
 */
export function MobileSlideVerify(props: Omit<SlideVerifyProps, 'fluid' | 'height'>) {
  return <SlideVerifyTrack {...props} fluid height={44} icons={ICONS} />;
}
