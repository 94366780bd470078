// `npm run bench` (after `npm run build`): the bundle, browser and server benchmarks, printed as one
// Markdown section to paste into docs/BENCHMARKS.md. Progress goes to standard error, so
// `npm run bench > results.md` keeps only the section.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { bundleMarkdown, MissingBuildError, runBundleBenchmark } from './bundle.mjs';
import { browserMarkdown, runBrowserBenchmark } from './browser.mjs';
import { withConsoleServer } from './console.mjs';
import { measurePageWeight, pageWeightMarkdown } from './page-weight.mjs';
import { runServerBenchmark, serverMarkdown } from './server.mjs';

function commit() {
  try {
    const options = { cwd: import.meta.dirname, encoding: 'utf8', timeout: 5_000, stdio: ['ignore', 'pipe', 'ignore'] };
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], options).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], options).trim() !== '';
    return dirty ? `${hash} with uncommitted changes` : hash;
  } catch {
    return 'unknown';
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main() {
  const startLoad = loadAverage();
  const started = new Date();
  const sections = [];

  let failed = false;
  try {
    // The login page's files as Chromium fetches them, for the bundle's library breakdown too.
    let browserFiles;
    let browserSection;
    try {
      runBundleBenchmark(); // says so at once when there is no build
      // One console server for the page weight and the browser figures.
      await withConsoleServer('bench', async ({ baseUrl }) => {
        const weight = await measurePageWeight({ baseUrl });
        browserFiles = weight.login.files.map((file) => file.file);
        sections.push(pageWeightMarkdown(weight));
        const browser = await runBrowserBenchmark({ baseUrl });
        if (browser.errors.length > 0) failed = true;
        browserSection = browserMarkdown(browser);
      });
    } catch (error) {
      if (error instanceof MissingBuildError) throw error;
      failed = true;
      sections.push(`### Page weight and browser figures\n\nFailed: ${error instanceof Error ? error.message : error}`);
    }
    sections.push(bundleMarkdown(runBundleBenchmark(undefined, { browserFiles })));
    if (browserSection) sections.push(browserSection);
  } catch (error) {
    if (!(error instanceof MissingBuildError)) throw error;
    sections.push(`### Console bundle\n\nNot measured: ${error.message}`);
  }

  try {
    sections.push(serverMarkdown(await runServerBenchmark()));
  } catch (error) {
    failed = true;
    sections.push(`### Server\n\nFailed: ${error instanceof Error ? error.message : String(error)}`);
  }

  const cpus = os.cpus();
  const minutes = (Date.now() - started.getTime()) / 60_000;
  console.log(
    [
      `## Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, ` +
        `${os.type()} ${os.release()}; Node ${process.version}.`,
      `- Commit: ${commit()}. Took ${minutes.toFixed(1)} min.`,
      `- Load average (1 / 5 / 15 min) at start ${startLoad}, at end ${loadAverage()}.`,
      '',
      ...sections.flatMap((section) => [section, '']),
    ].join('\n'),
  );
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
