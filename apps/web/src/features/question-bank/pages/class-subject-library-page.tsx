import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ClassSubjectLibraryPage() {
  return <ComingSoonPage title="科目题库" />;
}
