/**
 * 3分钟, 45秒, 2分30秒: a trial's length in a sentence. In a file of its own so that pages which
 * only mention a trial (a course's outline) do not load the player and hls.js with it.
 */
export function formatTrial(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}秒`;
  return rest === 0 ? `${minutes}分钟` : `${minutes}分${rest}秒`;
}
