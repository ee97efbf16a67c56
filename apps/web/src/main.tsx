/**
 * The desktop site's first script, kept small. A page the server drew for a visitor (the home,
 * a column, an article) is complete without it: reading needs no script and links are plain
 * links. The app, with React, antd and the router, is loaded when the reader first points at,
 * touches or types into the page, and then takes the drawn page over in place; the click that
 * woke it is played again once it has (lib/drawn-page/wake-on-interaction.ts). Any other page
 * starts the app at once.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '@shangan/shared';
import { isChunkLoadError, reloadForChunkError } from './app/chunk-reload';
import { wakeOnInteraction } from './lib/drawn-page/wake-on-interaction';
import './app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverDrawn = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const start = () =>
  import('./app/start-app').then(
    ({ startDesktopApp }) => startDesktopApp(container, serverDrawn),
    (error: unknown) => {
      // A page drawn before a deploy names chunks that are gone: load it again (at most once a
      // minute), which brings the new ones.
      if (isChunkLoadError(error)) reloadForChunkError();
      throw error;
    },
  );

if (serverDrawn) wakeOnInteraction(document, start);
else void start();
