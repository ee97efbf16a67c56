/**
 * The mobile site's first script, kept small. A page the server drew (the home, an article)
 * is complete without it: reading needs no script and links are plain links. The app, with
 * React and the router, is loaded when the reader first touches, types or points at the page,
 * and then takes the drawn page over in place; the touch that woke it is played again once it
 * has (see lib/drawn-page/wake-on-interaction.ts). Any other page starts the app at once.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '@shangan/shared';
import 'antd-mobile/es/global';
import { isChunkLoadError, reloadForChunkError } from '../app/chunk-reload';
import { adoptHashRoute } from './hash-route';
import { wakeOnInteraction } from '../lib/drawn-page/wake-on-interaction';
import './styles/mobile.css';

const fromHash = adoptHashRoute(window.location);
if (fromHash) window.history.replaceState(null, '', fromHash);

const container = document.getElementById('root');
if (!container) throw new Error('m/index.html has no #root element');

const serverDrawn = !fromHash && container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const start = () =>
  import('./start-app').then(
    ({ startMobileApp }) => startMobileApp(container, serverDrawn),
    (error: unknown) => {
      // A page drawn before a deploy names chunks that are gone: load it again (at most once a
      // minute), which brings the new ones.
      if (isChunkLoadError(error)) reloadForChunkError();
      throw error;
    },
  );

if (serverDrawn) wakeOnInteraction(document, start);
else void start();
