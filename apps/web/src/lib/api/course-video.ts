/**
 * The protected-video endpoints (course lessons, lectures): play info, progress and the state of
 * a stream. Silent calls: the player shows every failure in its own frame.
 */
import { API_PREFIX } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CourseVideoCode,
  GetPlayInfo,
  GetStreamState,
  ReportProgress,
  VideoOwnerKind,
} from '@shangan/shared/contracts/course-video/playback';
import { mainApi } from './main-api';

export type {
  PlayInfo,
  ProgressResult,
  StreamState,
  VideoOwnerKind,
} from '@shangan/shared/contracts/course-video/playback';

/** Contracts are types only in the browser; the literal types keep these equal to the server's. */
export const STREAM_TAKEN_OVER: (typeof CourseVideoCode)['STREAM_TAKEN_OVER'] = 4601;
export const STREAM_ENDED: (typeof CourseVideoCode)['STREAM_ENDED'] = 4602;

const PROGRESS_PATH = '/pc/courseVideo/progress';

/**
 * GET /pc/courseVideo/playInfo — starts this account's stream of the owner's video (ending the
 * one on any other device) and answers the signed playlist, resume position, trial and watermark.
 */
export function fetchPlayInfo(ownerKind: VideoOwnerKind, ownerId: number) {
  return mainApi.get<DataOf<typeof GetPlayInfo>>('/pc/courseVideo/playInfo', {
    params: { ownerKind, ownerId },
    silent: true,
  });
}

/** POST /pc/courseVideo/progress — rejects with code 4601 or 4602 when the stream has ended. */
export function reportProgress(playToken: string, positionSeconds: number) {
  return mainApi.post<DataOf<typeof ReportProgress>>(
    PROGRESS_PATH,
    { playToken, positionSeconds },
    { silent: true },
  );
}

/**
 * The last report of a page being hidden, closed or left: a beacon, which the browser delivers
 * after the page is gone. The play token alone names the viewer, so the beacon needs no session
 * header. Where no beacon can be queued, an ordinary request is the best left.
 */
export function reportProgressOnLeave(playToken: string, positionSeconds: number): void {
  const body = new URLSearchParams({ playToken, positionSeconds: String(positionSeconds) });
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(`${API_PREFIX.main}${PROGRESS_PATH}`, body)
  ) {
    return;
  }
  reportProgress(playToken, positionSeconds).catch(() => undefined);
}

/** GET /pc/courseVideo/streamState — why a stream stopped (taken over, ended) or that it plays. */
export function fetchStreamState(playToken: string) {
  return mainApi.get<DataOf<typeof GetStreamState>>('/pc/courseVideo/streamState', {
    params: { playToken },
    silent: true,
  });
}
