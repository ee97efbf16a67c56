import { useParams } from 'react-router';
import { ArticleView } from '../components/article-view';

/** /articleDetail/{id}/{topicId?}. */
export default function ArticleDetailPage() {
  const { id, topicId } = useParams();
  return <ArticleView id={Number(id)} topicId={topicId} />;
}
