/** What the media routes answer a viewer or a media server they refuse (Chinese, as shown). */
export const MEDIA_MSG = {
  badToken: '播放地址无效或已过期，请刷新页面',
  unavailable: '直播服务暂不可用，请稍后再试',
  notReady: '直播画面准备中，请稍后再试',
  segmentGone: '直播片段已过期',
  tooManyStreams: '同一账号同时播放的直播画面过多，请关闭其他页面后重试',
  hooksOff: '未启用推流回调',
  hookRefused: '推流地址或密钥不正确，或直播已结束',
} as const;
