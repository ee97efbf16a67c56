/** What the video routes say to people. */
export const VIDEO_MSG = {
  noVideo: '该课时暂无视频',
  unknownVideo: '视频不存在',
  notPlayable: '视频暂不可播放',
  takenOverElsewhere: '您的账号已在其他设备播放',
  takenOverWindow: '您已在新的窗口播放视频，此处播放已停止',
  ended: '本次播放已结束，请刷新页面后继续观看',
  linkExpired: '播放地址已失效，请刷新页面后继续观看',
  trialOver: '试看已结束，购买后即可观看完整视频',
  loginFirst: '请先登录',
} as const;
