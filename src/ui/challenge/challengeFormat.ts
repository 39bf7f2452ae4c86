/** Units read from the end of a metric's name (the levels name their metrics with their units). */
const UNIT_SUFFIXES: readonly { suffix: string; unit: string; digits: number }[] = [
  { suffix: 'RadPerS2', unit: ' rad/s²', digits: 3 },
  { suffix: 'Seconds', unit: ' s', digits: 2 },
  { suffix: 'Percent', unit: ' %', digits: 1 },
  { suffix: 'Deg', unit: '°', digits: 2 },
];

/**
 * Labels that say more than a metric's name: a settling time counts from entering the 2% band to
 * stay (TurnResponse's SETTLE_BAND), the rest-to-rest limit to the exact angle, so the fastest
 * possible settling comes in under the rest-to-rest time (1.22 s beside 1.41 s on level 1).
 */
const METRIC_LABELS: Readonly<Record<string, string>> = {
  settleTimeSeconds: 'settle time (within 2%)',
  fastestPossibleSeconds: 'fastest possible (within 2%)',
  restToRestSeconds: 'rest to rest (exact, 2·√(θ/a))',
};

/**
 * A metric as a label and a value: `settleTimeSeconds: 1.5234` → "settle time", "1.52 s";
 * `hits: 3` → "hits", "3"; a metric not measured (null) → "–".
 */
export function describeMetric(key: string, value: number | null): { label: string; text: string } {
  const unit = UNIT_SUFFIXES.find((candidate) => key.endsWith(candidate.suffix) && key.length > candidate.suffix.length);
  const name = unit ? key.slice(0, -unit.suffix.length) : key;
  const label = METRIC_LABELS[key] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  if (value === null || !Number.isFinite(value)) return { label, text: '–' };
  if (!unit) return { label, text: Number.isInteger(value) ? String(value) : value.toFixed(3) };
  return { label, text: `${value.toFixed(unit.digits)}${unit.unit}` };
}
