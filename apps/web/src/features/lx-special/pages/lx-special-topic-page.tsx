import { useMatches } from 'react-router';
import { LxSpecialTopicPage } from '../components/lx-special-topic-page';
import { LX_SPECIAL_TOPICS } from '../lx-special-topics';

/**
 * The one page of the 29 遴选 topics: the matched route's id names the topic, whose title and
 * content come from the topic tables (lx-special-topics.ts, lx-special-content.ts).
 */
export default function LxSpecialTopicRoutePage() {
  const routeId = useMatches().at(-1)?.id;
  const topic = LX_SPECIAL_TOPICS.find(({ id }) => id === routeId) ?? LX_SPECIAL_TOPICS[0];
  // Keyed by topic: each topic starts with its own lists, never the previous topic's.
  return <LxSpecialTopicPage key={topic.id} id={topic.id} />;
}
