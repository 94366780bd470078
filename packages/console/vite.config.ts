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
    rolldownOptions: {
      output: {
        // Hash-only chunk names: the route table carries every chunk's name for preloading, and
        // the names cost the first screen 0.7 KB gzip (docs/BENCHMARKS.md).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically in one chunk (docs/BENCHMARKS.md): split in
          // six shared chunks, the first screen's JS compressed 4 KB worse.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The status flows (plain data) in a chunk of their own: list pages show them without
            // the contract's schemas, which rolldown otherwise bundles them with.
            { name: 'statusFlows', test: /contract\/src\/statusFlows\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
