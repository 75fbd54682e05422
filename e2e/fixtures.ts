// The tests act as a fast user: nothing waits for the page's scripts. A control pressed before they
// run either works without them (a link, a form the server answers), is replayed, or is visibly not
// ready (disabled) until it works — Playwright's actionability checks then wait as a person would.
export { expect, test } from "@playwright/test";
