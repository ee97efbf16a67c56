export { healthzRoute } from './healthz.route.ts';
