// Build time only. The changelog (`changelog/*.md` at the repository root) reaches the
// app as two virtual modules, so markdown and its parser stay on the build machine:
// - `virtual:satchel-changelog`: every entry with its body as a tree (changelog-types.ts), for
//   the changelog's own route chunks;
// - `virtual:satchel-changelog-latest`: the newest three, without bodies, for What's new (its own
//   lazy chunk, loaded when it is opened).
// The parsing itself is pure and lives with the feature (src/features/changelog/build/).
// It also writes `/changelog.xml` (RSS 2.0) into the build and serves it from the dev server.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ChangelogEntry } from '../src/features/changelog/changelog-types.ts';
import { buildChangelogFeed } from '../src/features/changelog/build/build-changelog-feed.ts';
import {
  parseChangelogFile,
  sortChangelogEntries,
} from '../src/features/changelog/build/parse-changelog-file.ts';

export const CHANGELOG_MODULE = 'virtual:satchel-changelog';
export const LATEST_CHANGELOG_MODULE = 'virtual:satchel-changelog-latest';
const FEED_FILE = 'changelog.xml';
/** What's new shows this many entries. */
const LATEST_COUNT = 3;

export function readChangelog(dir: string): ChangelogEntry[] {
  const files = fs.readdirSync(dir).filter((file) => !file.startsWith('.'));
  return sortChangelogEntries(
    files.map((file) => parseChangelogFile(file, fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
}

export function changelogPlugin({ dir, siteUrl }: { dir: string; siteUrl: string }): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'satchel-changelog',
    resolveId(id) {
      return id === CHANGELOG_MODULE || id === LATEST_CHANGELOG_MODULE ? resolved(id) : undefined;
    },
    load(id) {
      if (id !== resolved(CHANGELOG_MODULE) && id !== resolved(LATEST_CHANGELOG_MODULE)) return;
      const entries = readChangelog(dir);
      // A rebuild in watch mode when an entry is edited (the dev server watches the folder).
      for (const file of fs.readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      if (id === resolved(CHANGELOG_MODULE)) {
        return `export const changelogEntries = ${JSON.stringify(entries)};`;
      }
      const latest = entries
        .slice(0, LATEST_COUNT)
        .map(({ slug, title, date, summary }) => ({ slug, title, date, summary }));
      return `export const latestChangelogEntries = ${JSON.stringify(latest)};`;
    },
    generateBundle() {
      // The client build writes the feed; the prerender (SSR) build has no public files.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: FEED_FILE,
        source: buildChangelogFeed(readChangelog(dir), siteUrl),
      });
    },
    configureServer(server) {
      // An entry added, edited or removed: the modules are read again and the page reloads.
      server.watcher.add(dir);
      const onChange = (file: string) => {
        if (path.dirname(file) !== dir) return;
        for (const id of [CHANGELOG_MODULE, LATEST_CHANGELOG_MODULE]) {
          const module = server.moduleGraph.getModuleById(resolved(id));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${FEED_FILE}`) {
          next();
          return;
        }
        try {
          response.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
          response.end(buildChangelogFeed(readChangelog(dir), siteUrl));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
