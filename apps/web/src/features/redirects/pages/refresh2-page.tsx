import { Navigate, useSearchParams } from 'react-router';
import { isSafeInternalPath, pathTo } from '../../../lib/paths';

/**
 * /refresh2?path=… bounces back to `path` so the page reloads its data after a payment.
 * Only same-site paths are followed; anything else goes home.
 */
export default function Refresh2Page() {
  const [searchParams] = useSearchParams();
  const path = searchParams.get('path');
  return <Navigate to={isSafeInternalPath(path) ? path : pathTo('Home')} replace />;
}
