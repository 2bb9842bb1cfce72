/*
 * Web Push in the app's service worker (#21 item 9), pulled in by Workbox's generated sw.js
 * (vite.config.ts `workbox.importScripts`). A push carries JSON from the server
 * ({ title, body, route, tag, category }, already in the user's language); it is shown as a
 * notification, one per tag, and a tap focuses the app (or opens it) at the push's hash route.
 */
/* global self */

/** Only the app's own hash routes ("/pages/…"); anything else opens the home screen. */
function routeOf(value) {
  return typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) ? value : '/';
}

function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Meridian';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: 'icons/icon-192.png',
      badge: 'icons/icon-192.png',
      // A newer push about the same thing replaces the older one instead of stacking up.
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      data: { route: routeOf(data.route) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = routeOf(event.notification.data && event.notification.data.route);
  const url = new URL(`./#${route}`, self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url.startsWith(self.registration.scope));
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
