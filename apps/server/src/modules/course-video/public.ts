/**
 * What other modules may use of the protected video delivery: registering the module that owns
 * the rows videos belong to (course lessons, lectures), seeding a demo video for such a row,
 * making a recording a row's video (live classes), reading a person's watch progress on rows, and
 * running ffmpeg (live classes join their recorded parts with it), and reading and encoding an
 * uploaded lesson video.
 */
export {
  registerVideoOwner,
  // Benchmarks play videos of an owner of their own, in place of the courses module's.
  replaceVideoOwner,
  type CoursePeriod,
  type VideoAccess,
  type VideoOwner,
  type VideoOwnerKind,
} from './owners.ts';
export {
  seedOwnerVideo,
  seedWatchProgress,
  type OwnerVideoInput,
  type SeedProgressInput,
} from './seed.ts';
export { watchProgress } from './progress.service.ts';
// The console's lessons: which have a video, and taking a deleted lesson's video away.
export { removeOwnerVideos, videoIdsOfOwners } from './videos.repository.ts';
export { publishRecording, type RecordingInput, type RecordingResult } from './recording.ts';
export { FfmpegMissingError, runFfmpeg } from './ffmpeg.ts';
// The console's lesson uploads: what a file holds, and encoding it for the packager.
export {
  probeMedia,
  probeVideo,
  transcodeForLessons,
  type ProbedMedia,
  type ProbedVideo,
} from './transcode.ts';
