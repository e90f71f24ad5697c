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
