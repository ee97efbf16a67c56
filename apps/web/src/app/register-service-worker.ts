/**
 * Registers public/sw.js and, once the browser is idle, warms the chunks of
 * the most visited pages so the first click on them does not wait for the network.
 * Only production builds register: in development the worker would cache Vite's modules.
 */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** Data saver or a 2g-class connection (slow-2g, 2g) means the person pays for every byte. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

function currentConnection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 5_000 });
  } else {
    setTimeout(task, 2_000);
  }
}

export function registerServiceWorker(prefetch: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then(() => {
        if (shouldPrefetch(currentConnection())) whenIdle(prefetch);
      })
      .catch((error: unknown) => {
        // The site works without the worker; only offline support is lost.
        console.warn('Service worker registration failed', error);
      });
  };
  // Registering after load keeps the worker's first downloads off the critical path.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
