// Paint first, then load the app's scripts (decision 011).
//
// Next puts every script chunk of a page in the HTML as `<script async>` (the page's client chunks in
// <head>, the bootstrap at the end of the first part of <body>). Async scripts run as soon as they
// arrive, so on a fast connection, or from the cache on a repeat visit, a phone evaluates ~450 KB of
// JavaScript before it paints anything. This rewriter takes those tags out of the HTML as it streams
// and puts in their place one small inline script that requests the same files, in the same way
// (async), as soon as the first contentful paint is on screen. Files React adds later in the stream
// (client chunks of a streamed Suspense boundary) go through the same queue, or load at once after
// the paint.
//
// Pure string work on the HTML text, safe to feed in any chunking: a tag cut between two chunks is
// held back until its end arrives. Plain erasable TypeScript: the custom server loads it with Node's
// type stripping.

/** The tags changed, exactly as React writes them for Next, around a chunk's path. */
type TagShape = { open: string; close: string };
const CHUNK_PATH = "/_next/static/";
/** A chunk script (preinit and bootstrap scripts). */
const SCRIPT_TAG: TagShape = { open: '<script src="', close: '" async=""></script>' };
/** Next's low-priority preload of the bootstrap script, made pointless by loading it after paint. */
const PRELOAD_TAG: TagShape = { open: '<link rel="preload" as="script" fetchPriority="low" href="', close: '"/>' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** The tag with any chunk file's path, the path captured. */
const tagPattern = ({ open, close }: TagShape) =>
  new RegExp(`${escapeRegExp(open)}(${escapeRegExp(CHUNK_PATH)}[^"<>]+\\.js)${escapeRegExp(close)}`, "g");
const CHUNK_SCRIPT = tagPattern(SCRIPT_TAG);
const CHUNK_PRELOAD = tagPattern(PRELOAD_TAG);
const BODY_START = /<body[\s>]/;
/** Longer than any tag above: a piece of text this far from the end cannot start a cut one. */
const LONGEST_TAG = 512;

/**
 * The loader: queues the files until the browser reports the first contentful paint (the report
 * comes once that frame is on screen), then appends them as async scripts. A tab hidden before it
 * paints reports no paint, so it loads at once, as a browser without paint timing does after the
 * first animation frame; five seconds is the limit in any case.
 */
function loaderScript(files: readonly string[]): string {
  const code =
    '(function(q){var d=document,P=self.PerformanceObserver;function l(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)}' +
    "function f(){if(q){var a=q;q=null;a.forEach(l)}}" +
    "self.__paintFirst=function(s){q?q.push(s):l(s)};" +
    'if(d.visibilityState==="hidden")f();' +
    'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
    'new P(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});' +
    'd.addEventListener("visibilitychange",f);setTimeout(f,5000)}' +
    "else requestAnimationFrame(function(){setTimeout(f,0)})" +
    `})(${inlineJson(files)})`;
  return `<script>${code}</script>`;
}

function queuedScript(file: string): string {
  return `<script>self.__paintFirst(${inlineJson(file)})</script>`;
}

/** JSON that cannot end the inline script it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Whether `text` is the beginning, but not the whole, of a tag this rewriter changes. */
function beginsTag(text: string): boolean {
  return [SCRIPT_TAG, PRELOAD_TAG].some(({ open, close }) => {
    const before = open + CHUNK_PATH;
    if (text.length <= before.length) return before.startsWith(text);
    if (!text.startsWith(before)) return false;
    const rest = text.slice(before.length);
    const quote = rest.indexOf('"');
    if (quote === -1) return !/[<>]/.test(rest);
    const tail = rest.slice(quote);
    return /^[^<>]+\.js$/.test(rest.slice(0, quote)) && tail.length < close.length && close.startsWith(tail);
  });
}

/** Where a tag cut by the end of `text` starts, if one is. */
function cutTagStart(text: string): number {
  for (let at = text.indexOf("<", Math.max(0, text.length - LONGEST_TAG)); at !== -1; at = text.indexOf("<", at + 1)) {
    if (beginsTag(text.slice(at))) return at;
  }
  return -1;
}

export type PaintFirstRewriter = {
  /** Rewrites the next piece of the HTML; may hold back the end of an unfinished tag. */
  write(html: string): string;
  /** Whatever was held back, and the loader if the document never reached a place for it. */
  end(): string;
};

export function createPaintFirstRewriter(): PaintFirstRewriter {
  let carried = "";
  let inBody = false;
  let loaderWritten = false;
  const headFiles: string[] = [];

  let tail = ""; // the end of the text already rewritten, for a `<body` cut between two pieces

  function seeText(text: string): void {
    inBody ||= BODY_START.test(tail + text);
    tail = (tail + text).slice(-8);
  }

  function rewrite(html: string): string {
    let out = "";
    let from = 0;
    for (const match of html.matchAll(CHUNK_SCRIPT)) {
      const before = html.slice(from, match.index);
      seeText(before);
      out += before;
      const file = match[1] ?? "";
      if (!inBody) headFiles.push(file);
      else if (!loaderWritten) {
        out += loaderScript([...headFiles, file]);
        loaderWritten = true;
      } else out += queuedScript(file);
      from = match.index + match[0].length;
    }
    const rest = html.slice(from);
    seeText(rest);
    return (out + rest).replace(CHUNK_PRELOAD, "");
  }

  return {
    write(html) {
      const text = carried + html;
      const cut = cutTagStart(text);
      carried = cut === -1 ? "" : text.slice(cut);
      return rewrite(cut === -1 ? text : text.slice(0, cut));
    },
    end() {
      const rest = rewrite(carried);
      carried = "";
      if (loaderWritten || headFiles.length === 0) return rest;
      loaderWritten = true;
      return rest + loaderScript(headFiles);
    },
  };
}
