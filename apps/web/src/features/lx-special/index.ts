/** What the app uses of the 遴选 section: its topics, one row each in the route table. */
export { LX_SPECIAL_TOPICS } from './lx-special-topics';
