// hls.js ships its light build (no subtitles, alternate audio, DRM or CMCD: nothing a lesson
// uses; AES-128 is kept) without its own declarations; it is the same API as the full build.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
