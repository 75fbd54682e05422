/**
 * A strict reader of Prometheus's text exposition format (0.0.4), as a scraper reads it: it throws
 * on anything a scraper would refuse, so a test that reads the app's /api/metrics through it proves
 * the answer parses. Returns each family (name, type, help) and its samples.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["_sum", "_count", ""], counter: ["", "_total"] };

function parseValue(text: string, line: string): number {
  // As Go's strconv.ParseFloat reads them (Prometheus's parser): any case (prom-client writes "Nan").
  if (/^\+?inf(?:inity)?$/i.test(text)) return Infinity;
  if (/^-inf(?:inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)$/.test(text)) throw new Error(`not a number: ${text} in: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = /^([^=\s]+)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [whole, name, raw, comma] = match as unknown as [string, string, string, string];
    if (!LABEL_NAME.test(name) || name in labels) throw new Error(`bad or repeated label ${name} in: ${line}`);
    labels[name] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
    rest = rest.slice(whole.length);
    if (!comma && rest.length > 0) throw new Error(`labels not separated in: ${line}`);
  }
  return labels;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (sampleName: string): Family | undefined => {
    for (const [name, family] of families) {
      const suffixes = SUFFIXES[family.type] ?? [""];
      if (suffixes.some((suffix) => sampleName === name + suffix)) return family;
    }
    return undefined;
  };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!meta) continue; // a plain comment
      const [, kind, name, rest = ""] = meta as unknown as [string, string, string, string | undefined];
      if (!NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const family = families.get(name) ?? { name, type: "untyped", help: "", samples: [] };
      if (kind === "TYPE") {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        if (family.samples.length > 0) throw new Error(`TYPE after samples: ${line}`);
        family.type = rest;
      } else family.help = rest;
      families.set(name, family);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText = "", value] = sample as unknown as [string, string, string | undefined, string];
    const family = familyOf(name);
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    family.samples.push({ name, labels: parseLabels(labelText, line), value: parseValue(value, line) });
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

/** Each series' buckets rise with `le`, end at +Inf, and that bucket equals _count. */
function checkHistogram(family: Family) {
  const series = new Map<string, { buckets: Array<[number, number]>; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    if (sample.name.endsWith("_bucket")) entry.buckets.push([parseValue(le ?? "", sample.name), sample.value]);
    if (sample.name.endsWith("_count")) entry.count = sample.value;
    series.set(key, entry);
  }
  for (const [key, { buckets, count }] of series) {
    const last = buckets.at(-1);
    if (!last || last[0] !== Infinity || last[1] !== count) throw new Error(`${family.name}${key}: the +Inf bucket must equal _count`);
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i]![0] <= buckets[i - 1]![0] || buckets[i]![1] < buckets[i - 1]![1]) throw new Error(`${family.name}${key}: buckets out of order`);
    }
  }
}

/** The sum of the samples of `name` whose labels include `labels` (one sample when they name it whole); undefined when none. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) sum = (sum ?? 0) + sample.value;
    }
  }
  return sum;
}
