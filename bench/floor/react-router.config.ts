// The floor of `npm run bench`'s pages section: a bare React Router 7 app with no code of the
// site, built with the repo's own react-router and vite (issue 19 item 6).
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
