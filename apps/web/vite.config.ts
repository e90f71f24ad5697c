import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server serves dist/ at the same origin: index.html at '/', hashed files under /assets/.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Inlined assets would become data: URLs in CSS; fonts stay files so they cache by hash.
    assetsInlineLimit: 0,
    // No <link rel=modulepreload> added from script before each lazy import: on a slow phone,
    // adding a dozen links to <head> was a long task of its own (15-25 ms before throttling)
    // while the first screen was already up; the browser finds those imports in the chunk.
    modulePreload: false,
  },
  server: {
    proxy: {
      // In development the API runs on its own port; proxy so the app still talks same-origin.
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
      '/uploads': 'http://localhost:3000',
    },
  },
});
