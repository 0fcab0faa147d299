import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'happy-dom', include: ['test/**/*.test.tsx', 'test/**/*.test.ts'] },
});
