import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import matter from "gray-matter";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";

import { renderArticleHtml } from "~/lib/article-html";

// One block per line, so that Markdown parses the links and pictures of its own syntax.
const HOSTILE = [
  "## Heading",
  '<script>alert("script")</script>',
  "<img src=\"x\" onerror=\"alert('onerror')\">",
  "<a href=\"javascript:alert('link')\">html link</a>",
  "<a href=\"JaVaScRiPt&colon;alert('encoded')\">encoded link</a>",
  "[markdown link](javascript:alert('md'))",
  "[entity link](&#106;avascript:alert('entity'))",
  "[spaced link]( javascript:alert('spaced'))",
  "![data picture](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![script picture](javascript:alert('img'))",
  '<iframe src="https://evil.example/frame"></iframe>',
  "<p style=\"background:url(javascript:alert('style'))\" onclick=\"alert('click')\">styled</p>",
  "<svg onload=\"alert('svg')\"><circle r=\"1\"/></svg>",
  '<form action="https://evil.example"><input name="card"><button>Send</button></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  "<style>body { display: none }</style>",
  '<a href="//evil.example/protocol-relative">protocol relative</a>',
  "<div onmouseover=\"alert('div')\">inner text stays</div>",
].join("\n\n");

describe("article HTML", () => {
  it("renders hostile HTML in an article inert", async () => {
    const html = await renderArticleHtml(HOSTILE);
    const lower = html.toLowerCase();
    for (const banned of ["<script", "<iframe", "<svg", "<form", "<input", "<object", "<embed", "<style", "style=", "javascript", "data:", "//evil", "alert("]) {
      expect(lower, banned).not.toContain(banned);
    }
    expect(lower).not.toMatch(/\son[a-z]+=/);
    expect(html).toContain("<h2>Heading</h2>");
    // The text around removed markup is kept; links without a safe address lose the address only.
    expect(html).toContain("inner text stays");
    expect(html).toContain("<a>html link</a>");
    expect(html).toContain('<img src="x" />');
    expect(html).toContain("<a>markdown link</a>");
    expect(html).toContain('<img alt="script picture" />');
  });

  it("keeps what articles use: headings, links with safe schemes, pictures, lists, quotes, code and tables", async () => {
    const html = await renderArticleHtml(
      [
        "# Title",
        "### Sub",
        "Some **bold**, *italic* and ~~old~~ text with `code`.",
        "[clinic](https://littlecedars.clinic/about \"About\") · [page](/appointment) · [mail](mailto:hello@littlecedars.clinic) · [phone](tel:+9613123456)",
        "![A baby](/images/blog/baby.jpg) ![Remote](https://example.com/a.png)",
        "- one\n- two",
        "3. three\n4. four",
        "> quoted",
        "```js\nconst a = 1;\n```",
        "| a | b |\n|:-:|---|\n| 1 | 2 |",
        "---",
      ].join("\n\n"),
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<h3>Sub</h3>");
    expect(html).toContain("<strong>bold</strong>, <em>italic</em> and <del>old</del> text with <code>code</code>");
    expect(html).toContain('<a href="https://littlecedars.clinic/about" title="About">clinic</a>');
    expect(html).toContain('<a href="/appointment">page</a>');
    expect(html).toContain('<a href="mailto:hello@littlecedars.clinic">mail</a>');
    expect(html).toContain('<a href="tel:+9613123456">phone</a>');
    expect(html).toContain('<img src="/images/blog/baby.jpg" alt="A baby" />');
    expect(html).toContain('<img src="https://example.com/a.png" alt="Remote" />');
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain('<ol start="3">');
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(html).toContain('<pre><code class="language-js">const a = 1;\n</code></pre>');
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain("<hr />");
  });

  it("renders the clinic's articles exactly as before", async () => {
    const dir = path.resolve("content", "blog");
    const files = (await readdir(dir)).filter((f) => f.endsWith(".md"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { content } = matter(await readFile(path.join(dir, file), "utf8"));
      // The same HTML serialiser with nothing removed: the only differences left would be removals.
      const unsanitised = sanitizeHtml(await marked.parse(content, { gfm: true }), { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true });
      expect(await renderArticleHtml(content), file).toBe(unsanitised);
    }
  });
});
