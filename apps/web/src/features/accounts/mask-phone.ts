/** Shared with the mobile 我的 page, which is another feature's: the rule lives in lib/. */
export { maskPhone } from '../../lib/mask-phone';
