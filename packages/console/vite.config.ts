import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Relative asset URLs so the built console can be served from any path or static host.
  base: './',
  build: {
    manifest: true,
    // Hidden: the maps are written for the budget and the benchmarks, and no bundle points to them.
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
