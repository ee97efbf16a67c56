import { Button, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import {
  STREAM_ENDED,
  STREAM_TAKEN_OVER,
  fetchPlayInfo,
  fetchStreamState,
  reportProgress,
  reportProgressOnLeave,
} from '../../lib/api/course-video';
import type { PlayInfo, ProgressResult, VideoOwnerKind } from '../../lib/api/course-video';
import { useCurrentUser } from '../../lib/current-user';
import { VideoPlayer } from './video-player';
import type { TrialEnd } from './video-player';
import styles from './video-player.module.css';

/** While a video is being packaged, the play info is asked again this often. */
const PROCESSING_RETRY_MS = 5_000;

export const TAKEN_OVER_TEXT = '您的账号已在其他设备播放';

interface OwnerVideoProps {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  trialEnd: TrialEnd;
  /** Offered under the reason when the viewer may not watch at all (购买课程, 登录 …). */
  noRightAction?: ReactNode;
  /** Each progress report the server kept (the outline's ticks, a lesson just completed). */
  onSaved?: (result: ProgressResult) => void;
  /** The play info as it arrives (the page's title, say). */
  onInfo?: (info: PlayInfo) => void;
}

/** The black 16:9 frame with a message in it, for every state without a picture. */
export function PlayerFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={styles.stage} aria-busy={busy}>
      <div className={styles.cover} role="status">
        {children}
      </div>
    </div>
  );
}

/**
 * The protected video of one owner row (a course lesson, a lecture), as the server lets this
 * viewer watch it: asks for play info (which starts this account's stream and ends any on
 * another device), then shows the player, or why not: loading, failed, still being packaged, no
 * right (the owner's way on), or taken over by another device with 在此设备继续, which asks
 * again and so takes the stream back. A stream that ended for other reasons (expired addresses)
 * is restarted quietly where it stood.
 */
export function OwnerVideo({
  ownerKind,
  ownerId,
  trialEnd,
  noRightAction,
  onSaved,
  onInfo,
}: OwnerVideoProps) {
  const user = useCurrentUser();
  const userId = user.data?.id ?? 0;
  const info = useQuery({
    queryKey: ['courseVideo', 'playInfo', ownerKind, ownerId, userId],
    queryFn: async () => {
      const answer = await fetchPlayInfo(ownerKind, ownerId);
      onInfo?.(answer);
      return answer;
    },
    enabled: !user.isPending,
    // Asking starts a new stream: only on purpose, never because a window got focus again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_RETRY_MS : false,
  });
  const [rate, setRate] = useState(1);
  /** Why the stream of this play token stopped (taken over, failed), shown over the picture. */
  const [stopped, setStopped] = useState<{ token: string; message: string; takenOver: boolean }>();

  const restart = () => void info.refetch();

  if (info.isPending) {
    return (
      <PlayerFrame busy>
        <Spin />
        <p className={styles.coverText}>视频加载中…</p>
      </PlayerFrame>
    );
  }
  if (info.isError) {
    return (
      <PlayerFrame>
        <p className={styles.coverText}>
          {isApiError(info.error) && info.error.message ? info.error.message : '视频加载失败'}
        </p>
        <Button type="primary" onClick={restart}>
          重新加载
        </Button>
      </PlayerFrame>
    );
  }
  const play = info.data;
  if (play.access === 'none') {
    return (
      <PlayerFrame>
        <p className={styles.coverTitle}>{play.reason || '暂无观看权限'}</p>
        {noRightAction && <div className={styles.coverActions}>{noRightAction}</div>}
      </PlayerFrame>
    );
  }
  if (play.status === 'processing' || !play.playlistUrl || !play.playToken) {
    return (
      <PlayerFrame busy>
        <Spin />
        <p className={styles.coverText}>{play.statusMessage || '视频处理中，请稍后'}</p>
      </PlayerFrame>
    );
  }

  const token = play.playToken;
  const stop = (message: string, takenOver: boolean) => setStopped({ token, message, takenOver });
  const onStreamError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === STREAM_TAKEN_OVER) stop(error.message || TAKEN_OVER_TEXT, true);
    else if (error.code === STREAM_ENDED) restart();
  };
  const shown = stopped?.token === token ? stopped : undefined;

  return (
    <VideoPlayer
      key={token}
      source={{
        src: play.playlistUrl,
        startAt: play.resumeSeconds,
        trialSeconds: play.access === 'trial' ? play.trialSeconds : null,
        watermark: play.watermark,
      }}
      trialEnd={trialEnd}
      reportProgress={userId !== 0}
      progressIntervalMs={Math.max(5, play.progressIntervalSeconds) * 1000}
      onProgress={(position, leaving) => {
        if (leaving) {
          reportProgressOnLeave(token, position);
          return;
        }
        reportProgress(token, position).then((result) => onSaved?.(result), onStreamError);
      }}
      onFailure={() => {
        fetchStreamState(token).then((state) => {
          if (state.state === 'taken_over') stop(state.message || TAKEN_OVER_TEXT, true);
          else if (state.state === 'ended') restart();
          else stop('视频加载失败，请稍后重试', false);
        }, onStreamError);
      }}
      cover={
        shown && (
          <>
            <p className={styles.coverTitle}>{shown.message}</p>
            <Button type="primary" onClick={restart}>
              {shown.takenOver ? '在此设备继续' : '重新加载'}
            </Button>
          </>
        )
      }
      rate={rate}
      onRateChange={setRate}
    />
  );
}
