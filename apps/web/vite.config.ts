import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  // `vite preview` serves the built app the same way, so screenshots and e2e runs can reach the API.
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers' caches.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)\//.test(id)) return 'mui';
          if (/\/node_modules\/(react|react-dom|scheduler|react-router|cookie)\//.test(id)) return 'react';
          if (/\/node_modules\/(@tanstack|react-hook-form|@hookform|zod)\//.test(id)) return 'data';
          return 'vendor';
        },
      },
    },
  },
});
