import { MyCollection } from '../collection/my-collection';

/** 我的收藏: the question bank's error book and favourites, inside the personal centre. */
export default function MyCollectionPage() {
  return <MyCollection />;
}
