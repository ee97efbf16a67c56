/** What the route table uses of the 遴选 section: its topics, one route each. */
export { LX_SPECIAL_TOPICS } from './lx-special-topics';
