import { useSearchParams } from 'react-router';
import { ArticleView } from '../components/article-view';

/** /victoryDetail?id=: one 上岸喜报, shown like any article. */
export default function VictoryDetailPage() {
  const [query] = useSearchParams();
  return <ArticleView id={Number(query.get('id'))} />;
}
