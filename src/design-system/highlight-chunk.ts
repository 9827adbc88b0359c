/**
 * The compact form highlighted lines travel in from the highlighter (usually a Web Worker):
 * flat typed arrays, transferred rather than copied, so receiving 1 MB of colours never blocks
 * the main thread on structured cloning of hundreds of thousands of small objects.
 */

/** Per token: length in UTF-16 units, light colour index, dark colour index, font style bits. */
export const TOKEN_FIELDS = 4;
/** Lines tokenised per chunk: small enough that colours arrive progressively. */
export const HIGHLIGHT_CHUNK_LINES = 400;
/** Palette index meaning "no colour of its own" (inherit the text colour). */
export const NO_COLOR = 0xffff;

export interface HighlightChunk {
  firstLine: number;
  /** How many tokens each line of the chunk has. */
  lineTokenCounts: Uint32Array;
  tokens: Uint32Array;
  /** Every colour seen so far; indices in `tokens` point here. */
  palette: string[];
}

/** Font style bits, as in TextMate themes. */
export const FONT_ITALIC = 1;
export const FONT_BOLD = 2;
export const FONT_UNDERLINE = 4;

export interface LineToken {
  text: string;
  light: string | undefined;
  dark: string | undefined;
  fontStyle: number;
}

/** Lines as both sides count them: any newline convention, and a final newline adds no line. */
export function splitLines(source: string): string[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

interface StoredChunk {
  chunk: HighlightChunk;
  /** Where each line's tokens start in `chunk.tokens`, in tokens. */
  lineStarts: Uint32Array;
}

/** Holds the chunks received for one source and decodes a line's tokens on demand. */
export class HighlightStore {
  private readonly chunks: StoredChunk[] = [];
  private palette: string[] = [];
  private highlightedLines = 0;

  constructor(readonly lines: readonly string[]) {}

  add(chunk: HighlightChunk): void {
    const lineStarts = new Uint32Array(chunk.lineTokenCounts.length);
    let start = 0;
    chunk.lineTokenCounts.forEach((count, index) => {
      lineStarts[index] = start;
      start += count;
    });
    this.chunks[Math.floor(chunk.firstLine / HIGHLIGHT_CHUNK_LINES)] = { chunk, lineStarts };
    this.palette = chunk.palette;
    this.highlightedLines += chunk.lineTokenCounts.length;
  }

  get isComplete(): boolean {
    return this.highlightedLines >= this.lines.length;
  }

  /** The coloured tokens of a line, or undefined while its colours have not arrived. */
  tokensFor(lineIndex: number): LineToken[] | undefined {
    const stored = this.chunks[Math.floor(lineIndex / HIGHLIGHT_CHUNK_LINES)];
    const text = this.lines[lineIndex];
    if (!stored || text === undefined) return undefined;
    const offsetInChunk = lineIndex - stored.chunk.firstLine;
    const count = stored.chunk.lineTokenCounts[offsetInChunk] ?? 0;
    const first = stored.lineStarts[offsetInChunk] ?? 0;
    const tokens: LineToken[] = [];
    let position = 0;
    for (let index = first; index < first + count; index++) {
      const base = index * TOKEN_FIELDS;
      const length = stored.chunk.tokens[base] ?? 0;
      tokens.push({
        text: text.slice(position, position + length),
        light: this.colorAt(stored.chunk.tokens[base + 1]),
        dark: this.colorAt(stored.chunk.tokens[base + 2]),
        fontStyle: stored.chunk.tokens[base + 3] ?? 0,
      });
      position += length;
    }
    // Whatever the tokens did not cover (never expected) still shows, uncoloured.
    if (position < text.length) {
      tokens.push({ text: text.slice(position), light: undefined, dark: undefined, fontStyle: 0 });
    }
    return tokens;
  }

  private colorAt(index: number | undefined): string | undefined {
    return index === undefined || index === NO_COLOR ? undefined : this.palette[index];
  }
}
