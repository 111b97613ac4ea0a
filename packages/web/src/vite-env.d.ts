/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the help popover's privacy-policy link points (default /privacy-policy.pdf). */
  readonly VITE_PRIVACY_POLICY_URL?: string;
}
