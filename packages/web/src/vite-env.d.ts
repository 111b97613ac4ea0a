/// <reference types="vite/client" />

// build/firstScreenCatalog.ts: the messages the first screen can show, per locale.
declare module 'virtual:first-screen-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
