import { Navigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';

/**
 * /refresh?id=… bounces back to /detail with the same id, so the detail page mounts afresh
 * after a login changed what it should show.
 */
export default function RefreshPage() {
  const [searchParams] = useSearchParams();
  return <Navigate to={pathTo('Detail', {}, { id: searchParams.get('id') })} replace />;
}
