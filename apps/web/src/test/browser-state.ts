/** Test helpers: a clean browser state between tests (cookies, storage, address). */
export function clearCookies(): void {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const name = part.split('=')[0] ?? '';
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export function resetBrowserState(): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

/** An envelope response the way the server sends it, whatever the HTTP status. */
export function envelopeResponse(status: number, code: number, msg = '', data: unknown = null) {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A fetch that only settles when its signal aborts, like a server that never answers. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
