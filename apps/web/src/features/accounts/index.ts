/** What the app shell uses of the accounts feature. */
export { AuthDialogs } from './components/auth-dialogs';
export { logout } from './auth-flow';
export { maskPhone } from './mask-phone';
