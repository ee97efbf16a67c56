/** What the app shell uses of customer service. */
export { GROUP_TOPIC, SupportMessageDialog } from './components/support-message-dialog';
