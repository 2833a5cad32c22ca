import path from 'node:path';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';

/**
 * Browser tests of the elements (widgets/**\/*.test.ts) in Debian's Chromium, headless.
 * Each test file is bundled on request with esbuild (TypeScript, CommonJS packages such as
 * React, element styles as text like the rollup build), so the browser runs what we wrote.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function bundleTestFiles() {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      if (!/\/widgets\/.*\.test\.tsx?$/.test(context.path)) return undefined;
      const entry = path.join(process.cwd(), context.path);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        loader: { '.css': 'text' },
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

export default {
  files: ['widgets/**/*.test.ts'],
  // WTR_PORT lets several runs share one machine (the default 8000 collides).
  port: Number(process.env.WTR_PORT ?? 8000),
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  plugins: [bundleTestFiles()],
};
