import { describe, expect, it } from "vitest";

import { createPaintFirstRewriter } from "../../src/server/http/paint-first-scripts";

// The shape of a page as Next 16 streams it: client chunks preinit'ed in <head>, the bootstrap
// script's preload, the noModule polyfill and the bootstrap at the end of the shell, more chunks
// from a Suspense boundary streamed later.
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  chunk("react-dom"),
  chunk("page-a"),
  '<script src="/vendor/other.js" async=""></script>',
  "<title>Little Cedars</title></head>",
  '<body class="min-h-dvh"><main><h1>Welcome</h1><p>Paediatric care in Jbeil &amp; Jounieh — ٢٠١٠</p></main>',
  '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  chunk("main"),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<div hidden id="S:0"><p>Streamed later</p></div>',
  chunk("late-boundary"),
  "</body></html>",
].join("");

function rewriteWhole(pieces: string[]): string {
  const rewriter = createPaintFirstRewriter();
  return pieces.map((piece) => rewriter.write(piece)).join("") + rewriter.end();
}

const scriptsOf = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? "");

describe("paint-first rewrite of a page's script tags", () => {
  const out = rewriteWhole([page]);

  it("takes Next's chunk scripts and the bootstrap preload out of the HTML", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("puts one loader, with the head's files and the bootstrap in order, where the bootstrap was", () => {
    const [loader, ...rest] = scriptsOf(out).filter((s) => s.includes("_next/static"));
    expect(loader).toContain(
      '(["/_next/static/chunks/react-dom.js","/_next/static/chunks/page-a.js","/_next/static/chunks/main.js"])',
    );
    expect(out.indexOf(loader ?? "")).toBeGreaterThan(out.indexOf('noModule=""></script>'));
    expect(out.indexOf(loader ?? "")).toBeLessThan(out.indexOf("self.__next_f"));
    expect(rest).toEqual(['self.__paintFirst("/_next/static/chunks/late-boundary.js")']);
  });

  it("leaves everything else as it was", () => {
    const expected = page
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>', "")
      .replace(chunk("react-dom"), "")
      .replace(chunk("page-a"), "");
    const loaderTag = out.slice(out.indexOf("<script>(function(q)"), out.indexOf("</script>", out.indexOf("<script>(function(q)")) + 9);
    expect(out.replace(loaderTag, chunk("main")).replace('<script>self.__paintFirst("/_next/static/chunks/late-boundary.js")</script>', chunk("late-boundary"))).toBe(expected);
  });

  it("gives the same result however the stream is cut", () => {
    for (let at = 0; at <= page.length; at++) {
      expect(rewriteWhole([page.slice(0, at), page.slice(at)])).toBe(out);
    }
    const threes = [];
    for (let step = 1; step < 40; step += 3) {
      const pieces = [];
      for (let at = 0; at < page.length; at += step) pieces.push(page.slice(at, at + step));
      threes.push(rewriteWhole(pieces));
    }
    expect(new Set(threes)).toEqual(new Set([out]));
  });

  it("does not hold back a finished tag at the end of a piece", () => {
    const rewriter = createPaintFirstRewriter();
    const head = '<html><head><title>x</title></head><body><p>Shell</p>';
    const written = rewriter.write(head + chunk("main"));
    expect(written).toContain("<p>Shell</p><script>(function(q)");
    expect(written).toContain('["/_next/static/chunks/main.js"]');
  });

  it("still loads the head's files when the document has no place for the loader", () => {
    const html = rewriteWhole(["<html><head>", chunk("react-dom"), "</head><body><p>Error</p></body></html>"]);
    expect(html.startsWith("<html><head></head><body><p>Error</p></body></html><script>(function(q)")).toBe(true);
    expect(html).toContain('["/_next/static/chunks/react-dom.js"]');
  });

  it("leaves a page without Next's scripts untouched", () => {
    const html = "<html><head><title>x</title></head><body><p>a &lt; b</p></body></html>";
    expect(rewriteWhole([html])).toBe(html);
  });
});

describe("the loader in the page", () => {
  const loaderCode = scriptsOf(rewriteWhole([page])).find((s) => s.startsWith("(function(q)")) ?? "";
  const files = ["/_next/static/chunks/react-dom.js", "/_next/static/chunks/page-a.js", "/_next/static/chunks/main.js"];

  type PaintEntries = { getEntriesByName: (name: string) => unknown[] };
  type Observer = { callback: (entries: PaintEntries, observer: { disconnect: () => void }) => void; options?: unknown; disconnected: boolean };

  /** Runs the loader against a stand-in for the browser, with or without paint timing. */
  function runLoader({ visibilityState = "visible", paintTiming = true } = {}) {
    const appended: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const observers: Observer[] = [];
    const visibilityListeners: Array<() => void> = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint", "resource"];
      observer: Observer;
      constructor(callback: Observer["callback"]) {
        this.observer = { callback, disconnected: false };
        observers.push(this.observer);
      }
      observe(options: unknown) {
        this.observer.options = options;
      }
    }
    const self: { __paintFirst?: (src: string) => void; PerformanceObserver?: unknown } = {
      PerformanceObserver: paintTiming ? FakePerformanceObserver : undefined,
    };
    const document = {
      visibilityState,
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(`${el.src}${el.async ? "" : " (sync)"}`) },
      createElement: () => ({ src: "", async: false }),
      addEventListener: (type: string, listener: () => void) => type === "visibilitychange" && visibilityListeners.push(listener),
    };
    new Function("self", "document", "requestAnimationFrame", "setTimeout", loaderCode)(
      self,
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    const paint = (...names: string[]) => {
      const observer = observers[0];
      observer?.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => void (observer.disconnected = true) });
    };
    return { appended, frames, timers, observers, visibilityListeners, self, paint };
  }

  it("requests nothing before the first contentful paint is reported, then every file, async, in order", () => {
    const { appended, observers, self, paint } = runLoader();
    expect(observers[0]?.options).toEqual({ type: "paint", buffered: true });
    self.__paintFirst?.("/_next/static/chunks/late-boundary.js");
    paint("first-paint"); // a blank first paint is not enough
    expect(appended).toEqual([]);
    paint("first-paint", "first-contentful-paint");
    expect(appended).toEqual([...files, "/_next/static/chunks/late-boundary.js"]);
    expect(observers[0]?.disconnected).toBe(true);
    self.__paintFirst?.("/_next/static/chunks/after-paint.js");
    expect(appended.at(-1)).toBe("/_next/static/chunks/after-paint.js");
  });

  it("loads each file once, whichever of paint, visibility change or time limit comes first", () => {
    const { appended, visibilityListeners, timers, paint } = runLoader();
    expect(timers.map((t) => t.ms)).toEqual([5000]);
    visibilityListeners.forEach((listener) => listener()); // hidden before painting: no paint report will come
    expect(appended).toEqual(files);
    paint("first-contentful-paint");
    timers.forEach((t) => t.run());
    expect(appended).toEqual(files);
  });

  it("loads at once in a hidden tab, which paints nothing", () => {
    const { appended, observers } = runLoader({ visibilityState: "hidden" });
    expect(observers).toEqual([]);
    expect(appended).toEqual(files);
  });

  it("without paint timing, loads after the first animation frame", () => {
    const { appended, frames, timers } = runLoader({ paintTiming: false });
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]); // the frame's paint comes first
    timers.shift()?.run();
    expect(appended).toEqual(files);
  });
});
