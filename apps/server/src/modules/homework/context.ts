import type { PictureContext } from '../short-answer/public.ts';

/**
 * What the homework services need, built once by the module and handed to its routes: the
 * database, the configuration and the object store the answers' photos live in (the short
 * answers' upload path, whose checks every photo passes).
 */
export type HomeworkContext = PictureContext;
