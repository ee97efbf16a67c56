import { useMatches } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';

/** What a route table row of a page still to be built puts in its handle. */
export interface ComingSoonHandle {
  comingSoon?: { title: string; bare?: boolean };
}

/**
 * The one page of every route still to be built: its title comes from the matched route, so a
 * new placeholder is a row of the route table, not a file.
 */
export default function ComingSoonRoute() {
  const match = useMatches().at(-1);
  const handle = (match?.handle ?? {}) as ComingSoonHandle;
  const { title = '', bare = false } = handle.comingSoon ?? {};
  // Keyed by route: moving between two placeholders starts a fresh page.
  return <ComingSoonPage key={match?.id} title={title} bare={bare} />;
}
