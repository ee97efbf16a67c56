/** What the app shell uses of the search feature (the header search box). */
export { HotSearchList } from './components/hot-search-list';
export { hotWordsQuery, useHotWords } from './api/hot-words';
