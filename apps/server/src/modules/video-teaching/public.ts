/**
 * What other modules may use of video teaching: the demo seed. (The lectures' videos are
 * reached through the protected video delivery, to which this module registers itself.)
 */
export { seedVideoTeaching } from './seed.ts';
