/// <reference types="vite/client" />
// `window.dropdock` is typed by src/preload/index.d.ts, from the preload's own code.
