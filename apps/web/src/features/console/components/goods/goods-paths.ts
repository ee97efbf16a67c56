import { pathTo } from '../../../../lib/paths';

export function goodsListPath(): string {
  return pathTo('ConsoleGoods');
}

export function newGoodsPath(): string {
  return pathTo('ConsoleGoodsNew');
}

export function goodsEditPath(id: number): string {
  return pathTo('ConsoleGoodsEdit', { id });
}
