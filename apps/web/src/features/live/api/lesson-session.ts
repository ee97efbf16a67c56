/**
 * GET /pc/live/lessons/:id — the session broadcasting a live lesson: the course outline and the
 * lesson player know lessons, the room and the playback sessions. Kept in lib/api, where the
 * mobile lesson player (another feature) asks it too.
 */
export { useSessionOfLesson } from '../../../lib/api/live-lessons';
