import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // A separate output folder lets several builds coexist (CI, a developer's checks).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
