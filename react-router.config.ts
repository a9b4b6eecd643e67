import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a test run build and serve its own copy while another build runs.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Route middleware lets a step route answer the wire contract's PATCH with its own Response
    // and lets the root check CSRF tokens (docs/decisions/003-route-middleware.md).
    v8_middleware: true,
  },
} satisfies Config;
