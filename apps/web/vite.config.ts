/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL('../../dist/apps/web', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
    // Installable app: /manifest.webmanifest and a Workbox service worker (generated offline by
    // workbox-build) that precaches the app shell and the hashed assets. It never answers /api,
    // /ws or /internal: those always go to the network. A new build waits for the user's
    // "reload" (registerType prompt; see app/pwa/UpdatePrompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Work Diary',
        short_name: 'Work Diary',
        description: 'Your intelligent work diary',
        start_url: '/daily-work',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#3d55cc',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Every app route opens from the cached shell; the server's paths never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/internal\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The calendar and image-reading chunks are large; they are part of the app all the same.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        sourcemap: false,
      },
    }),
    precompress(outDir),
  ],
  resolve: {
    alias: {
      '@diary/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // The shared contracts only declare shapes: a module none of whose exports a chunk uses is
      // left out of it, zod schemas and all (else every schema reached the sign-in route through
      // the index's re-exports).
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/contracts/') },
    },
  },
  server: {
    port: 4200,
    proxy: { '/api': gateway, '/ws': { target: gateway.replace(/^http/, 'ws'), ws: true } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    // The unit stage runs two projects at once on CI's two cores: a hook's test that waits on
    // timers and a fake server can take several seconds there.
    testTimeout: 20_000,
    setupFiles: ['src/test-setup.ts'],
  },
});
