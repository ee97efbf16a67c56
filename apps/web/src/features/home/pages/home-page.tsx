import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { HomeView } from '../components/home-view';

export default function HomePage() {
  useDocumentTitle(null);
  return <HomeView cityId={null} />;
}
