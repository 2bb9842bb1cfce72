import { fileURLToPath } from 'node:url';

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { PAGE_ONLY_SECTIONS } from './src/i18n/sections';

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'meridian-precompress',
    apply: 'build',
    closeBundle() {
      const dist = fileURLToPath(new URL('./dist', import.meta.url));
      // A failed build still closes the bundle: leave its own error as the one reported.
      if (!fs.existsSync(dist)) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(dist)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Puts the entry's stylesheets after `#root` instead of in <head>. Chrome then paints the boot
 * splash of index.html as soon as the HTML arrives, while the parser (and with it the entry
 * module, which only runs once parsing is done and no parser-inserted stylesheet is pending)
 * still waits for the CSS, so the app never renders unstyled.
 */
function stylesheetsAfterSplash(): Plugin {
  return {
    name: 'meridian-stylesheets-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) return html;
        const withoutLinks = links.reduce((out, link) => out.replace(link, ''), html);
        const marker = '<div id="root"><div class="boot">Meridian</div></div>';
        if (!withoutLinks.includes(marker)) throw new Error('index.html lost its boot splash');
        return withoutLinks.replace(marker, `${marker}${links.join('')}`);
      },
    },
  };
}

/** Files of `root`'s static import graph, `root` included. */
function staticGraph(bundle: Rollup.OutputBundle, root: string): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    output.imports.forEach(visit);
  };
  visit(root);
  return files;
}

/** A screen whose chunks the landing preload fetches when the address is `hash`. */
interface LandingRoute {
  /** Source of a RegExp tested against location.hash. */
  hash: string;
  /** Modules whose chunks (and the chunks they import, and their CSS) the screen needs. */
  modules: string[];
}

/**
 * The routes are lazy, so a landing screen's chunks (the page and its data prefetch) would only
 * be requested once the whole entry graph has downloaded and run. A tiny async script (inline
 * scripts are refused by the CSP) preloads them, the chunks they import and their CSS in parallel
 * with the entry, but only for the screens listed (home and the trade tab): another deep link
 * (`#/pages/market/market`) downloads nothing extra. `always` modules are preloaded with every
 * listed route (none now: home no longer waits for the full English text, the trade tab lists it).
 */
function preloadLandingRoute(routes: LandingRoute[], always: string[]): Plugin {
  let base = '/';
  let scripts: { fileName: string; source: string }[] = [];
  return {
    name: 'meridian-preload-landing-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('no entry chunk');
        const entryFiles = staticGraph(bundle, entry.fileName);
        const entryCss = new Set(
          [...entryFiles].flatMap((f) => [
            ...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
          ]),
        );
        /** The chunks and CSS `modules` need beyond the entry's. */
        const filesOf = (modules: string[]) => {
          const roots = modules.map((module) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`no chunk for the landing route's ${module}`);
            return chunk.fileName;
          });
          const js = [...new Set(roots.flatMap((root) => [...staticGraph(bundle, root)]))].filter(
            (f) => !entryFiles.has(f),
          );
          const css = [
            ...new Set(
              js.flatMap((f) => [
                ...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
              ]),
            ),
          ].filter((f) => !entryCss.has(f));
          return [js, css].map((files) => files.map((f) => f.replace(/^assets\//, '')));
        };
        const hashed = (stem: string, source: string) => {
          const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = `assets/${stem}-${hash}.js`;
          scripts.push({ fileName, source });
          return fileName;
        };
        scripts = [];
        const extra = filesOf(always);
        // Each route's list is a script of its own that the landing script adds for that address
        // only: the landing script is part of every visit's initial JS, which has no room for the
        // lists. CSS is only fetched (rel=preload): Vite's loader inserts the stylesheet itself
        // and waits for it before the page renders, so the page never shows unstyled.
        const table = routes.map((route, i) => {
          const own = filesOf(route.modules);
          const files = [0, 1].map((k) => [...new Set<string>([...own[k]!, ...extra[k]!])]);
          const list = hashed(
            `landing-preload-${i}`,
            `(function(b,d,f){function add(rel,h,as){var l=d.createElement('link');l.rel=rel;` +
              `l.href=b+h;l.crossOrigin='';if(as)l.as=as;d.head.appendChild(l)}` +
              `f[0].forEach(function(h){add('modulepreload',h)});` +
              `f[1].forEach(function(h){add('preload',h,'style')})})` +
              `(${JSON.stringify(`${base}assets/`)},document,${JSON.stringify(files)});\n`,
          );
          return [route.hash, list.replace(/^assets\//, '')];
        });
        const source =
          `(function(){var r=${JSON.stringify(table)};` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.hash)){` +
          `var s=document.createElement('script');s.src=${JSON.stringify(`${base}assets/`)}+r[i][1];` +
          `document.head.appendChild(s);break}})();\n`;
        const main = hashed('landing-preload', source);
        return html.replace(
          /(\s*)<script type="module"/,
          `$1<script async fetchpriority="high" src="${base}${main}"></script>$1<script type="module"`,
        );
      },
    },
    writeBundle(options) {
      const dir = options.dir;
      if (dir) scripts.forEach((s) => fs.writeFileSync(path.join(dir, s.fileName), s.source));
    },
  };
}

/**
 * antd-mobile's ConfigProvider module imports zh-CN as its built-in default locale, which put the
 * Chinese texts in every visitor's entry chunk. The app always sets a locale through its own
 * ConfigProvider (app/providers.tsx) and ships en-US in the entry anyway, so that default becomes
 * en-US; zh-CN still loads on demand for Chinese readers.
 */
function antdDefaultLocaleEnglish(): Plugin {
  return {
    name: 'meridian-antd-default-locale',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source === '../../locales/zh-CN' &&
        importer &&
        /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/.test(
          importer,
        )
      ) {
        return this.resolve('../../locales/en-US', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

/**
 * `virtual:en-start`: the English text the first screen needs (en.json without the sections only
 * inner pages read), so new page text does not grow the entry chunk. The full en.json stays a
 * separate chunk that lib/i18n.ts loads in the background.
 */
function englishStartMessages(): Plugin {
  const id = 'virtual:en-start';
  const file = fileURLToPath(new URL('./src/i18n/locales/en.json', import.meta.url));
  return {
    name: 'meridian-en-start',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const skip = new Set<string>(PAGE_ONLY_SECTIONS);
      const start = Object.fromEntries(Object.entries(all).filter(([key]) => !skip.has(key)));
      return `export default ${JSON.stringify(start)};`;
    },
  };
}

/**
 * react-router 7's package exports name only its development build (argument checks and
 * warnings on top of the same code); the production build beside it is the one published for
 * bundles that ship. The build resolves `react-router` and `react-router/dom` there (tests and the
 * dev server keep the development build and its warnings).
 */
function reactRouterProduction(): Plugin {
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'meridian-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const file = entries[source];
      if (!file) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(
        /([\\/]react-router[\\/]dist[\\/])development([\\/])[^\\/]+$/,
        `$1production$2${file}`,
      );
      if (production === resolved.id || !fs.existsSync(production))
        throw new Error(`react-router's production build not found beside ${resolved.id}`);
      return production;
    },
  };
}

const contractEntry = fileURLToPath(
  new URL('../../packages/contract/src/index.ts', import.meta.url),
);
const contractDir = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const apiTarget = process.env.MERIDIAN_API ?? 'http://127.0.0.1:8080';

/**
 * Named vendor chunks that every page needs, cached across releases. antd-mobile is imported by
 * deep path (`antd-mobile/es/components/<name>`), never through its barrel: the barrel is marked
 * side-effectful, and importing it from the entry would pull every component into the entry's
 * chunks. With deep imports each lazy page carries only the components it uses.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  // Only what the entry uses: the query hooks and the mutation and infinite-list observers (used
  // by the pages only) are not in every first download ...
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, tags: ['$initial' as const] },
  // ... in one chunk of their own (useQuery included: nearly every page reads with it).
  { name: 'query-hooks', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  // Every other library the entry needs (antd-mobile's frame parts and their helpers) in one
  // chunk rather than a handful of sub-kilobyte ones, each of which cost a request.
  { name: 'ui', test: /node_modules[\\/]/, tags: ['$initial' as const] },
  // The app's own modules the entry needs, in one chunk rather than a few small shared ones.
  { name: 'shell', test: /[\\/]src[\\/]|preload-helper/, tags: ['$initial' as const] },
];

/**
 * The JS chunks of the entry's static graph: the groups above and the runtime (the name, then
 * Vite's 8-character hash, so `react-spring-…` or `query-fallback-…` never match).
 */
const ENTRY_CHUNK = /^assets\/(?:rolldown-runtime|react|router|query|i18n|ui|shell)-[\w-]{8}\.js$/;

export default defineConfig({
  base: '/h5/',
  plugins: [
    react(),
    antdDefaultLocaleEnglish(),
    reactRouterProduction(),
    englishStartMessages(),
    stylesheetsAfterSplash(),
    preloadLandingRoute(
      [
        {
          hash: '^(?:#\\/?(?:pages\\/index\\/index)?)?(?:\\?|$)',
          modules: [
            '/src/pages/index/index/index-page.tsx',
            '/src/pages/index/index/prefetch-home.ts',
          ],
        },
        {
          hash: '^#\\/?pages\\/transaction\\/index(?:\\?|$)',
          // The trade tab waits for the full English text (its tickets' sections); home does not.
          modules: ['/src/pages/transaction/index/index-page.tsx', '/src/i18n/locales/en.json'],
        },
      ],
      [],
    ),
    VitePWA({
      // main.tsx registers the worker itself, once the first screen has loaded.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/h5/',
        name: 'Meridian',
        short_name: 'Meridian',
        description: 'Markets, trading and wallet',
        start_url: '/h5/',
        scope: '/h5/',
        display: 'standalone',
        orientation: 'portrait',
        // The app's dark background (index.html and theme.css).
        theme_color: '#0f1115',
        background_color: '#0f1115',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Only the built shell is cached: scripts, styles, the page and its pictures. Nothing
        // else has a route in the worker, so /api, /socket.io and /uploads always go to the
        // network and never come from a cache as if fresh.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/h5/index.html',
        navigateFallbackAllowlist: [/^\/h5\/(?:$|index\.html|[?#])/],
        cleanupOutdatedCaches: true,
        // A new release takes over at once, and the first visit is controlled, so the app starts
        // offline from the first visit on.
        skipWaiting: true,
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Web Push (#21 item 9): the push and notification-click handlers (public/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^@meridian\/contract$/, replacement: contractEntry }],
    // DANGER: the lockfile hoists a stray react@18 to the root for antd-mobile and friends;
    // dedupe makes every import resolve to this workspace's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      '/h5/rates.json': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: process.env.SOURCEMAP === '1',
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // Each lazy import carries the list of chunks to preload with it, and every list named the
      // entry's own chunks, which index.html already preloads (Vite's loader skips them at run
      // time): 76 lists in the entry chunk. Dropping those names changes nothing that loads;
      // index.html's own list (hostType 'html') stays whole.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNK.test(dep)) : deps,
    },
    rolldownOptions: {
      // The contract's zod schemas are module-level calls; they are pure, so the web bundle keeps
      // only what it imports (formatters, validators, constants) instead of all of zod.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(contractDir),
      },
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
});
