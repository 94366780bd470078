/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** The API's base URL at build time; empty for the console's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
