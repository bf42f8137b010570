/// <reference types="vite/client" />

/** Release label in the spec's shape, generated at build time (scripts/version.mjs). */
declare const __APP_VERSION__: string;
