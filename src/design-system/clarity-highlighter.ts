import { createHighlighterCore, type HighlighterCore } from '@shikijs/core';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import clarity from '@shikijs/langs/clarity';
import darkTheme from '@shikijs/themes/github-dark-default';
import lightTheme from '@shikijs/themes/github-light-default';
import {
  HIGHLIGHT_CHUNK_LINES,
  NO_COLOR,
  TOKEN_FIELDS,
  type HighlightChunk,
} from './highlight-chunk';

// Imported statically: this module is itself only ever loaded on demand (by the worker, or by
// a dynamic import where workers are unavailable), so none of Shiki reaches the first page.
// The GitHub "default" themes keep every Clarity token at WCAG AA contrast on our surfaces.
const THEMES = { light: lightTheme.name, dark: darkTheme.name } as const;
const CODE_LANGUAGE = 'clarity';

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [lightTheme, darkTheme],
    langs: [clarity],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Tokenises `lines` chunk by chunk, carrying the grammar state across chunks so multi-line
 * constructs stay right. The caller yields between chunks, which keeps it interruptible.
 */
export async function* highlightInChunks(lines: readonly string[]): AsyncGenerator<HighlightChunk> {
  const core = await getHighlighter();
  const palette: string[] = [];
  const paletteIndex = new Map<string, number>();
  const indexOf = (color: string | undefined) => {
    if (!color) return NO_COLOR;
    let index = paletteIndex.get(color);
    if (index === undefined) {
      index = palette.length;
      palette.push(color);
      paletteIndex.set(color, index);
    }
    return index;
  };

  let grammarState: ReturnType<HighlighterCore['getLastGrammarState']> | undefined;
  for (let firstLine = 0; firstLine < lines.length; firstLine += HIGHLIGHT_CHUNK_LINES) {
    const chunkLines = lines.slice(firstLine, firstLine + HIGHLIGHT_CHUNK_LINES);
    const themed = core.codeToTokensWithThemes(chunkLines.join('\n'), {
      lang: CODE_LANGUAGE,
      themes: THEMES,
      ...(grammarState ? { grammarState } : {}),
    });
    grammarState = core.getLastGrammarState(themed);

    const lineTokenCounts = new Uint32Array(chunkLines.length);
    const tokenCount = themed.reduce((sum, line) => sum + line.length, 0);
    const tokens = new Uint32Array(tokenCount * TOKEN_FIELDS);
    let cursor = 0;
    themed.forEach((line, lineIndex) => {
      if (lineIndex >= chunkLines.length) return;
      lineTokenCounts[lineIndex] = line.length;
      for (const token of line) {
        const light = token.variants.light;
        const dark = token.variants.dark;
        tokens[cursor] = token.content.length;
        tokens[cursor + 1] = indexOf(light?.color);
        tokens[cursor + 2] = indexOf(dark?.color);
        tokens[cursor + 3] = Math.max(light?.fontStyle ?? 0, 0);
        cursor += TOKEN_FIELDS;
      }
    });
    yield { firstLine, lineTokenCounts, tokens, palette: [...palette] };
  }
}
