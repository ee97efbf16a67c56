/** Shapes of the news API the feature's components name, as its endpoint contracts declare them. */
export type { CityRef } from '@shangan/shared/contracts/news/articles';
export type { ColumnNode, ColumnRef } from '@shangan/shared/contracts/columns';
