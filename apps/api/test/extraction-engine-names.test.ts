import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rate confirmation reader must work by layout, never by broker: no broker of the labelled
 * samples and no sample file may be named in it. The names are read from the samples' labels at
 * test time (they stay out of the repository), so the test runs where the samples are.
 */
const repo = resolve(import.meta.dirname, '../../..');
const labels = resolve(process.env.RATECON_SAMPLES ?? join(repo, '../shared/samples/ratecons'), 'labels');
const engine = join(repo, 'apps/api/src/modules/extraction');
// The synthetic documents' vocabulary must be invented too, or they would measure the samples again.
const generator = join(repo, 'apps/api/test/support/ratecons');

// Words that name a kind of business rather than one broker: searching for them alone would find
// the engine's own vocabulary ("logistics", "freight"). They are skipped only as single words.
const GENERIC = new Set(
  (
    'logistics logistic freight transport transportation trucking express services service solutions brokerage carriers ' +
    'carrier shipping supply chain inc llc corp corporation company group national american global international ' +
    'total quality first star systems partners network worldwide usa the and of'
  ).split(' '),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The ways a broker's name could appear in code: whole, its distinctive words, its e-mail domain. */
function namesOf(broker: string, email: unknown): string[] {
  const words = broker
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const distinctive = words.filter((w) => w.length >= 4 && !GENERIC.has(w));
  const domain = typeof email === 'string' ? (email.split('@')[1]?.split('.')[0] ?? '') : '';
  return [broker.toLowerCase(), ...distinctive, domain].filter((n) => n.length >= 3);
}

/** Sample file names, their stems and the broker part before the first "_" or digit. */
function fileNamesOf(file: string): string[] {
  const stem = file.replace(/\.[a-z]+$/i, '');
  return [file.toLowerCase(), stem.toLowerCase(), (stem.toLowerCase().match(/^[a-z]+/) ?? [''])[0]].filter(
    (n) => n.length >= 3,
  );
}

/**
 * Each name found in the text as a whole word (or run of words); a broker's whole name squashed
 * ("acmefreightpartners") is also looked for inside the squashed text, where it cannot occur by chance.
 */
function found(text: string, names: string[], squashedNames: string[] = []): string[] {
  const lower = text.toLowerCase();
  const squashed = squash(text);
  const whole = names.filter((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(lower);
  });
  return [...whole, ...squashedNames.filter((name) => name.length >= 8 && squashed.includes(name))];
}

function sampleNames() {
  const files = readdirSync(labels).filter((f) => f.endsWith('.json'));
  const brokers = new Set<string>();
  const names = new Set<string>();
  const squashedNames = new Set<string>();
  for (const f of files) {
    const label = JSON.parse(readFileSync(join(labels, f), 'utf8'));
    const broker = label?.basic_info?.broker_name;
    if (typeof broker === 'string' && broker.trim()) {
      brokers.add(broker);
      squashedNames.add(squash(broker));
      for (const n of namesOf(broker, label.basic_info.broker_email)) names.add(n);
    }
    for (const n of [...fileNamesOf(f), ...fileNamesOf(String(label?.file ?? ''))]) names.add(n);
  }
  return { brokers: [...brokers], names: [...names], squashedNames: [...squashedNames] };
}

const present = existsSync(labels);
const skipNote = present ? '' : ' (skipped: no labelled samples at ../shared/samples/ratecons/labels)';

describe('the rate confirmation reader (and the synthetic generator) names no broker', () => {
  it.skipIf(!present)(`has no sample broker or sample file name in its code${skipNote}`, () => {
    const { brokers, names, squashedNames } = sampleNames();
    expect(brokers.length, 'the labels name brokers').toBeGreaterThan(0);
    // The search itself must work: a planted name is found.
    expect(found(`const rule = /${brokers[0]}/;`, names)).not.toEqual([]);
    const hits = [...sourceFiles(engine), ...sourceFiles(generator)].flatMap((path) =>
      found(readFileSync(path, 'utf8'), names, squashedNames).map((name) => `${path.slice(repo.length + 1)}: ${name}`),
    );
    expect(hits).toEqual([]);
  });
});
