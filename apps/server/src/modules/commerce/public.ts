/** What other modules may use of the shop: the demo seeds. */
export { DEMO_STAFF, seedDemoStaff, seedShop } from './seed.ts';
