/**
 * What other modules may use of difficulty-bound practice: the demo seed. (It reads the question
 * bank through the bank's public file and writes only its own tables.)
 */
export { seedBoundedPractice } from './seed.ts';
