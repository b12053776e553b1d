/**
 * Both colour themes of a code block from one pass of the grammar.
 *
 * Shiki highlights a block for two themes by tokenising it once per theme (`codeToTokensWithThemes` calls
 * `codeToTokensBase` for each), and the grammar pass is most of a block's cost. Which tokens a grammar finds does
 * not depend on the theme: the theme only decides each token's colour and font style, from the scopes the grammar
 * pushed, when the scope is pushed (vscode-textmate writes the matched style into the scope stack's metadata).
 *
 * So, inside `session()`, each line is tokenised once against a "combined theme" whose style for a scope path is
 * a number standing for the tuple of every theme's style at that path (resolved the way vscode-textmate resolves
 * one theme: the deepest matching rule sets each of font style, foreground and background, the parent's or the
 * theme's defaults fill the rest). Each theme's pass then gets that one result translated into its own metadata,
 * with neighbouring tokens of equal metadata merged, exactly as vscode-textmate would have produced them for that
 * theme alone; the rest of Shiki (aligning the themes' tokens, CSS variables, HTML) is untouched.
 *
 * This reaches into the pinned vscode-textmate (the registry's current theme, `_theme`); `themes-in-one-pass.test.ts`
 * compares every language and sample block with Shiki's own two passes, so an upgrade that changes it fails there.
 */
import type { HighlighterCore } from "shiki/core";

/** The metadata layout of vscode-textmate (`EncodedTokenMetadata`): bits of a token's 32-bit attributes. */
const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
const STYLE_MASK = 0xffff_f800; // font style, foreground and background; language, token type and brackets stay
/** The foreground field is 9 bits: the combined theme's style numbers must fit in it. */
const MAX_COMBINED_STYLES = (1 << 9) - 1;
const NOT_SET = -1;

interface ScopePath {
  readonly parent: ScopePath | null;
  readonly scopeName: string;
}
interface Style {
  readonly fontStyle: number;
  readonly foregroundId: number;
  readonly backgroundId: number;
}
/** What vscode-textmate asks of a theme while tokenising. */
interface TextmateTheme {
  match(path: ScopePath | null): Style | null;
  getDefaults(): Style;
}
interface ThemeProvider {
  _theme: TextmateTheme;
}
interface LineResult {
  readonly tokens: Uint32Array;
  readonly ruleStack: unknown;
  readonly stoppedEarly: boolean;
}
interface TokenisingGrammar {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineResult;
  readonly themeProvider?: ThemeProvider;
}

/** Thrown when a block needs more distinct style tuples than the metadata can carry; the block is redone per theme. */
class CombinedStylesFull extends Error {}

/**
 * The style tuples met so far, numbered from 1; a tuple is every theme's (font style, foreground, background), packed
 * into one number (21 bits a theme: 4 font style, 9 foreground, 8 background; exact for two themes in a double).
 * Numbers are stable while the table lives, so scope stacks built in a session stay valid for its whole block.
 */
class CombinedStyles {
  private readonly numbers = new Map<number, number>();
  /** packed[n]: tuple number n's styles, theme 0 in the lowest 21 bits. */
  readonly packed: number[] = [0];
  /** The number for each scope path already resolved (parents are shared by their children). */
  private resolved = new WeakMap<ScopePath, number>();
  private defaultsNumber: number | undefined;

  constructor(private readonly themes: readonly TextmateTheme[]) {}

  private intern(packed: number): number {
    let number = this.numbers.get(packed);
    if (number === undefined) {
      if (this.packed.length > MAX_COMBINED_STYLES) throw new CombinedStylesFull();
      number = this.packed.length;
      this.packed.push(packed);
      this.numbers.set(packed, number);
    }
    return number;
  }

  defaults(): number {
    this.defaultsNumber ??= this.intern(
      this.themes.reduce((packed, theme, i) => {
        const { fontStyle, foregroundId, backgroundId } = theme.getDefaults();
        return packed + packStyle(fontStyle, foregroundId, backgroundId) * THEME_SHIFT ** i;
      }, 0),
    );
    return this.defaultsNumber;
  }

  /** The number for `path`: each theme's deepest matching rule over its parent's resolved style. */
  resolve(path: ScopePath): number {
    const known = this.resolved.get(path);
    if (known !== undefined) return known;
    const inherited = this.packed[path.parent ? this.resolve(path.parent) : this.defaults()] ?? 0;
    let packed = 0;
    for (let i = 0; i < this.themes.length; i += 1) {
      const own = Math.floor(inherited / THEME_SHIFT ** i) % THEME_SHIFT;
      const rule = this.themes[i]?.match(path);
      const style = rule
        ? packStyle(
            rule.fontStyle !== NOT_SET ? rule.fontStyle : own & 0xf,
            rule.foregroundId !== 0 ? rule.foregroundId : (own >>> 4) & MAX_COMBINED_STYLES,
            rule.backgroundId !== 0 ? rule.backgroundId : own >>> 13,
          )
        : own;
      packed += style * THEME_SHIFT ** i;
    }
    const number = this.intern(packed);
    this.resolved.set(path, number);
    return number;
  }

  /** Theme `theme`'s style for tuple `number`, as the font style, foreground and background bits of the metadata. */
  metadataStyle(number: number, theme: number): number {
    const own = Math.floor((this.packed[number] ?? 0) / THEME_SHIFT ** theme) % THEME_SHIFT;
    return (
      (((own & 0xf) << FONT_STYLE_OFFSET) |
        (((own >>> 4) & MAX_COMBINED_STYLES) << FOREGROUND_OFFSET) |
        ((own >>> 13) << BACKGROUND_OFFSET)) >>>
      0
    );
  }

  clear(): void {
    this.numbers.clear();
    this.packed.length = 1;
    this.resolved = new WeakMap();
    this.defaultsNumber = undefined;
  }
}

/** 4 bits of font style, 9 of foreground, 8 of background: the widths of the metadata fields. */
const packStyle = (fontStyle: number, foreground: number, background: number) => fontStyle | (foreground << 4) | (background << 13);
const THEME_SHIFT = 2 ** 21;

/** One theme's metadata for a line tokenised against the combined theme, neighbours of equal metadata merged. */
export function translateLine(combined: Uint32Array, styleOf: (number: number) => number): Uint32Array {
  const out = new Uint32Array(combined.length);
  let length = 0;
  for (let i = 0; i < combined.length; i += 2) {
    const metadata = combined[i + 1] ?? 0;
    const themed = ((metadata & ~STYLE_MASK) | styleOf((metadata >>> FOREGROUND_OFFSET) & MAX_COMBINED_STYLES)) >>> 0;
    if (length > 0 && out[length - 1] === themed) continue;
    out[length] = combined[i] ?? 0;
    out[length + 1] = themed;
    length += 2;
  }
  return out.subarray(0, length);
}

export interface OnePassThemes {
  /** Runs `work` (one block's highlight) with every grammar line tokenised once for all themes. */
  session<T>(work: () => T): T;
}

/**
 * Makes `highlighter`'s grammars tokenise each line once for all of `themeNames` inside `session()`; outside a
 * session (and for any other theme) they behave as before.
 */
export function tokeniseOnceForThemes(highlighter: HighlighterCore, themeNames: readonly string[]): OnePassThemes {
  // Two themes' styles (21 bits each) pack exactly into a number; more would not.
  if (themeNames.length > 2) throw new Error("one-pass highlighting packs at most two themes");
  const grammars = new Set(highlighter.getLoadedLanguages().map((name) => highlighter.getLanguage(name) as unknown as TokenisingGrammar));
  const provider = [...grammars][0]?.themeProvider;
  if (!provider || !("_theme" in provider)) throw new Error("Shiki's grammar registry changed: one-pass highlighting needs a review");

  // The registry's own theme objects (Shiki keeps one per theme), so their colour numbers are the ones Shiki reads back.
  const themes = themeNames.map((name) => {
    highlighter.setTheme(name);
    return provider._theme;
  });
  const styles = new CombinedStyles(themes);
  const styleFor = new Map(themes.map((theme, i) => [theme, (number: number) => styles.metadataStyle(number, i)]));
  const combinedTheme: TextmateTheme = {
    getDefaults: () => ({ fontStyle: 0, foregroundId: styles.defaults(), backgroundId: 1 }),
    match: (path) => (path ? { fontStyle: 0, foregroundId: styles.resolve(path), backgroundId: 1 } : combinedTheme.getDefaults()),
  };
  /** The current block's lines: previous line's state → line → the line tokenised against the combined theme. */
  let lines: Map<unknown, Map<string, LineResult>> | undefined;

  for (const grammar of grammars) {
    const tokenizeLine2 = grammar.tokenizeLine2.bind(grammar);
    grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
      const styleOf = styleFor.get(provider._theme);
      if (!lines || !styleOf) return tokenizeLine2(lineText, prevState, timeLimit);
      let byText = lines.get(prevState);
      if (!byText) lines.set(prevState, (byText = new Map()));
      let result = byText.get(lineText);
      if (!result) {
        const own = provider._theme;
        provider._theme = combinedTheme;
        try {
          result = tokenizeLine2(lineText, prevState, timeLimit);
        } finally {
          provider._theme = own;
        }
        byText.set(lineText, result);
      }
      return { tokens: translateLine(result.tokens, styleOf), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
    };
  }

  return {
    session(work) {
      lines = new Map();
      try {
        return work();
      } catch (error) {
        if (!(error instanceof CombinedStylesFull)) throw error;
        // Rare (hundreds of distinct style pairs): start the numbering afresh and highlight this block per theme.
        styles.clear();
        lines = undefined;
        return work();
      } finally {
        lines = undefined;
      }
    },
  };
}
