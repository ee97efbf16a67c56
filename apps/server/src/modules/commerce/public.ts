/** What other modules may use of the shop: the demo seed. */
export { seedShop } from './seed.ts';
