import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import type { PlayerSource, ReportProgress } from './player-core';

/** While a video is being packaged, the play info is asked again this often. */
const PROCESSING_RETRY_MS = 5_000;

export const TAKEN_OVER_TEXT = '您的账号已在其他设备播放';

/** Why the stream of a play token stopped, shown over the picture with a way to go on. */
export interface StreamStop {
  message: string;
  /** Another device took the stream: 在此设备继续; otherwise 重新加载. */
  takenOver: boolean;
}

/** What the player of one owner row may show now. */
export type OwnerStream =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; retry: () => void }
  | { phase: 'none'; reason: string }
  | { phase: 'processing'; message: string }
  | {
      phase: 'ready';
      info: PlayInfo;
      /** Changes with every new stream: the player is keyed by it. */
      token: string;
      source: PlayerSource;
      reportProgress: boolean;
      progressIntervalMs: number;
      onProgress: ReportProgress;
      onFailure: () => void;
      /** Set once this stream stopped: the picture is covered by the message. */
      stopped: StreamStop | undefined;
      /** Asks for a new stream (which takes it back from another device). */
      restart: () => void;
    };

interface OwnerStreamOptions {
  /** Each progress report the server kept (the outline's ticks, a lesson just completed). */
  onSaved?: (result: ProgressResult) => void;
  /** The play info as it arrives (the page's title, say). */
  onInfo?: (info: PlayInfo) => void;
}

/**
 * The protected video of one owner row (a course lesson, a lecture) as the server lets this
 * viewer watch it. Play info starts this account's stream and ends any on another device, so it
 * is asked only on purpose: when the player opens, when the viewer signs in, every 5 s while the
 * video is still being packaged, and on 在此设备继续 — never because a window got focus again.
 * A report answered 4601, or a refused segment whose stream was taken over, stops the picture
 * with the reason; a stream that merely ended (4602, expired addresses) is restarted quietly
 * where it stood.
 */
export function useOwnerStream(
  ownerKind: VideoOwnerKind,
  ownerId: number,
  { onSaved, onInfo }: OwnerStreamOptions = {},
): OwnerStream {
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
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_RETRY_MS : false,
  });
  const [stopped, setStopped] = useState<StreamStop & { token: string }>();

  const restart = () => void info.refetch();

  if (info.isPending) return { phase: 'loading' };
  if (info.isError) {
    return {
      phase: 'failed',
      message: isApiError(info.error) && info.error.message ? info.error.message : '视频加载失败',
      retry: restart,
    };
  }
  const play = info.data;
  if (play.access === 'none') return { phase: 'none', reason: play.reason || '暂无观看权限' };
  if (play.status === 'processing' || !play.playlistUrl || !play.playToken) {
    return { phase: 'processing', message: play.statusMessage || '视频处理中，请稍后' };
  }

  const token = play.playToken;
  const stop = (message: string, takenOver: boolean) => setStopped({ token, message, takenOver });
  const onStreamError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === STREAM_TAKEN_OVER) stop(error.message || TAKEN_OVER_TEXT, true);
    else if (error.code === STREAM_ENDED) restart();
  };

  return {
    phase: 'ready',
    info: play,
    token,
    source: {
      src: play.playlistUrl,
      startAt: play.resumeSeconds,
      trialSeconds: play.access === 'trial' ? play.trialSeconds : null,
      watermark: play.watermark,
    },
    reportProgress: userId !== 0,
    progressIntervalMs: Math.max(5, play.progressIntervalSeconds) * 1000,
    onProgress: (position, leaving) => {
      if (leaving) {
        reportProgressOnLeave(token, position);
        return;
      }
      reportProgress(token, position).then((result) => onSaved?.(result), onStreamError);
    },
    onFailure: () => {
      fetchStreamState(token).then((state) => {
        if (state.state === 'taken_over') stop(state.message || TAKEN_OVER_TEXT, true);
        else if (state.state === 'ended') restart();
        else stop('视频加载失败，请稍后重试', false);
      }, onStreamError);
    },
    stopped: stopped?.token === token ? stopped : undefined,
    restart,
  };
}
