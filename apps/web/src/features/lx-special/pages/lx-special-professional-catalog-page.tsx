import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialProfessionalCatalogPage() {
  return <LxSpecialTopicPage id="LxSpecialProfessionalCatalog" />;
}
