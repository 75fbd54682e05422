import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { namespaces } from "~/i18n/messages";
import { locales } from "~/i18n/locales";

const root = join(import.meta.dirname, "../../src/i18n/messages");

type Tree = { [key: string]: string | Tree };

function read(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), "utf8")) as Tree;
}

/** "a.b.c" → text, for every leaf. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message takes: {name}, {count, plural, …}, <tag>…</tag>. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([A-Za-z][\w]*)>/g)) names.add(`<${match[1]!}>`);
  return [...names].sort();
}

describe("message catalogues", () => {
  it("every namespace file exists in every language, and no other", () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, locale)).filter((f) => f.endsWith(".json")).map((f) => f.replace(/\.json$/, ""));
      expect(files.sort(), locale).toEqual([...namespaces].sort());
    }
  });

  for (const namespace of namespaces) {
    it(`${namespace}: French and Arabic have exactly English's keys, each with the same arguments`, () => {
      const english = leaves(read("en", namespace));
      for (const locale of locales.filter((l) => l !== "en")) {
        const translated = leaves(read(locale, namespace));
        expect([...translated.keys()].sort(), `${locale}/${namespace}.json keys`).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const other = translated.get(key) ?? "";
          expect(other.trim(), `${locale}/${namespace}.json ${key} is empty`).not.toBe("");
          expect(argumentsOf(other), `${locale}/${namespace}.json ${key} arguments`).toEqual(argumentsOf(text));
        }
      }
    });
  }
});
