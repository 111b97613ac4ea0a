// Per-test values of the demo test results (§3 field names): a patient's profile, drawn once, and
// each test's outcome and values at a point of the therapy course, so results trend plausibly.
// Every draw comes from the caller's Random, in a fixed order: the seed stays deterministic.
import { ageOn, patientCategory } from '@portal/domain/patients';
import { TEST_SUCCEEDED, type TestType } from '@portal/domain/testResults';
import { COLOR_VISION_DEFICIENCIES, TEST_FAILURES, WORTH4DOT_RESULTS, type Region } from './catalog';
import type { Random } from './random';

/** The patient's main reason for vision therapy; drives the profile and the doctor's note. */
export type Condition = 'ci' | 'amblyopia' | 'eso' | 'exo' | 'reading';

/** Stereo disparities in arcsec, best first; the step past the end means no stereo (-1). */
const STEREO_LADDER = [40, 60, 100, 200, 400, 800, 1200, 2000] as const;
const NO_STEREO_STEP = STEREO_LADDER.length;
/** Where patients with stereo vision start on the ladder: mostly fair, a few above the 800 cap. */
const STEREO_START_WEIGHTS = [
  [0, 10],
  [1, 14],
  [2, 16],
  [3, 16],
  [4, 14],
  [5, 12],
  [6, 10],
  [7, 8],
] as const;

/** What stays true of a patient across visits, so results trend plausibly as therapy goes on. */
export interface Profile {
  condition: Condition;
  child: boolean;
  weakEye: 'L' | 'R' | null;
  weakVa: number;
  goodVa: number;
  vaGain: number;
  glasses: number; // logMAR lost without glasses (SC)
  horizontal: number;
  horizontalDirection: 'Exo' | 'Eso';
  vertical: number;
  verticalDirection: 'Right hyper' | 'Left hyper';
  deviationGain: number;
  intermittent: boolean;
  convergence: number;
  convergenceGain: number;
  divergence: number;
  readingRate: number;
  fixations: number;
  regressions: number;
  fixationMs: number;
  readingGain: number;
  textLevel: number;
  language: string;
  colorVision: string;
  worth4Dot: string;
  fusesAt: number; // progress at which a suppressing patient starts to fuse (above 1: never)
  stereoStep: number;
  stereoGain: number;
}

export function makeProfile(
  random: Random,
  p: { region: Region; male: boolean; birthdate: string; now: Date; noStereo: boolean },
): Profile {
  const age = ageOn(p.birthdate, p.now);
  const child = patientCategory(p.birthdate, p.now) === 'CHILD';
  const condition = random.weighted<Condition>([
    ['ci', 35],
    ['amblyopia', 20],
    ['eso', 12],
    ['exo', 15],
    ['reading', 18],
  ]);
  const strabismus = condition === 'eso' || condition === 'exo';
  const weakEye = condition === 'amblyopia' || (strabismus && random.chance(0.4)) ? random.pick(['L', 'R'] as const) : null;
  return {
    condition,
    child,
    weakEye,
    weakVa: weakEye ? random.float(0.4, 1.0) : random.float(0, 0.2),
    goodVa: random.float(-0.1, 0.1),
    vaGain: weakEye ? random.float(0.2, 0.5) : random.float(0, 0.1),
    glasses: random.chance(0.6) ? random.float(0.1, 0.4) : 0,
    horizontal: condition === 'ci' ? random.int(6, 16) : strabismus ? random.int(12, 35) : random.int(0, 4),
    horizontalDirection: condition === 'eso' ? 'Eso' : 'Exo',
    vertical: random.chance(0.2) ? random.int(1, 4) : 0,
    verticalDirection: random.pick(['Right hyper', 'Left hyper'] as const),
    deviationGain: random.float(0.3, 0.8),
    intermittent: condition === 'exo' || (condition === 'ci' && random.chance(0.3)),
    convergence: condition === 'ci' ? random.int(4, 12) : random.int(12, 24),
    convergenceGain: condition === 'ci' ? random.int(12, 22) : random.int(2, 8),
    divergence: random.int(6, 12),
    readingRate: child ? random.int(60, 140) : random.int(150, 260),
    fixations: random.int(80, 180),
    regressions: random.float(12, 35),
    fixationMs: random.int(220, 380),
    readingGain: condition === 'reading' ? random.float(0.25, 0.45) : random.float(0.05, 0.2),
    textLevel: child ? Math.min(12, Math.max(1, age - 5)) : 12,
    language: p.region === 'IT' ? 'it' : p.region === 'IL' ? 'he' : 'en',
    colorVision: random.chance(p.male ? 0.08 : 0.005) ? random.pick(COLOR_VISION_DEFICIENCIES) : 'Normal',
    worth4Dot:
      strabismus || weakEye
        ? random.pick([
            WORTH4DOT_RESULTS.rightSuppression,
            WORTH4DOT_RESULTS.leftSuppression,
            WORTH4DOT_RESULTS.diplopia,
            WORTH4DOT_RESULTS.alternating,
          ])
        : WORTH4DOT_RESULTS.fusion,
    fusesAt: random.float(0.4, 1.4),
    stereoStep: p.noStereo || (strabismus && random.chance(0.4)) ? NO_STEREO_STEP : random.weighted(STEREO_START_WEIGHTS),
    stereoGain: p.noStereo ? 1 : random.int(1, 4),
  };
}

/** LogMAR on the §3 scale: -0.3..1.3 in steps of 0.1 (`|| 0` turns -0 into 0). */
const logMar = (x: number) => Math.round(Math.min(1.3, Math.max(-0.3, x)) * 10) / 10 || 0;
const wobble = (random: Random) => (random.chance(0.3) ? random.pick([-0.1, 0.1]) : 0);

function acuity(random: Random, f: Profile, progress: number, sc: boolean, offset: number) {
  const extra = (sc ? f.glasses : 0) + offset;
  const weak = logMar(f.weakVa - f.vaGain * progress + extra + wobble(random));
  const good = logMar(f.goodVa - 0.05 * progress + extra + wobble(random));
  const [left, right] = f.weakEye === 'R' ? [good, weak] : [weak, good];
  const binocular = logMar(Math.min(left, right) - (random.chance(0.5) ? 0.1 : 0)); // two eyes see a little better than the best one
  return { LeftEyeLogMarValue: left, RightEyeLogMarValue: right, BinocularLogMarValue: binocular };
}

function coverTest(random: Random, f: Profile, progress: number, sc: boolean, cover: boolean) {
  const scale = 1 - f.deviationGain * progress;
  const accommodative = sc && f.horizontalDirection === 'Eso' && f.glasses > 0 ? 4 : 0;
  let h = Math.max(0, Math.round(f.horizontal * scale + accommodative + random.int(-1, 1)));
  if (cover) h = Math.max(0, Math.round(h * 0.9 + random.int(-1, 1)));
  const v = Math.max(0, Math.round(f.vertical * scale + (random.chance(0.2) ? random.int(-1, 1) : 0)));
  return {
    ResultInDioptersHorizontalValue: h,
    ResultInDioptersVerticalValue: v,
    HorizontalDirection: h === 0 ? 'Ortho' : f.horizontalDirection,
    VerticalDirection: v === 0 ? 'None' : f.verticalDirection,
    IntermittentResult: f.intermittent,
    SelectedByUser: random.chance(0.1),
  };
}

function stereo(random: Random, f: Profile, progress: number, sc: boolean, outcome: string) {
  const base = Math.round(f.stereoStep - f.stereoGain * progress);
  // Measurable stereo varies a step between tests and is a step better with glasses; none stays none.
  const step =
    base >= NO_STEREO_STEP
      ? NO_STEREO_STEP
      : Math.min(NO_STEREO_STEP - 1, Math.max(0, base + (random.chance(0.15) ? random.pick([-1, 1]) : 0) - (!sc && f.glasses > 0 ? 1 : 0)));
  return { StereoAcuityResult: { TestResult: outcome, DisparityValue: step === NO_STEREO_STEP ? -1 : STEREO_LADDER[step] } };
}

/** Settings of a test rather than measurements: kept when the test fails. */
const TEST_SETTINGS = new Set(['TextLevel', 'ReadingLanguage', 'IntermittentResult', 'SelectedByUser']);

/**
 * A failed test keeps the shape of its values with every measurement null: a 0 would read as a
 * result (LogMAR 0 is 20/20, a disparity 0 a perfect score).
 */
const emptied = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, TEST_SETTINGS.has(k) ? v : null]));

export function testValues(
  random: Random,
  f: Profile,
  type: TestType,
  correction: 'SC' | 'CC',
  progress: number,
  outcome: string,
): Record<string, unknown> {
  const sc = correction === 'SC';
  const ok = outcome === TEST_SUCCEEDED;
  if (type === 'StereoAcuity') {
    return ok ? stereo(random, f, progress, sc, outcome) : { StereoAcuityResult: { TestResult: outcome, DisparityValue: null } };
  }
  let values: Record<string, unknown>;
  switch (type) {
    case 'ACT':
    case 'CT':
      values = coverTest(random, f, progress, sc, type === 'CT');
      break;
    case 'ChartsVA':
    case 'AutoVA':
      values = acuity(random, f, progress, sc, 0);
      break;
    case 'ChartsCS':
    case 'AutoCS':
      values = acuity(random, f, progress, sc, 0.1);
      break;
    case 'FusionalReserve': {
      const convergence = Math.max(2, Math.round(f.convergence + f.convergenceGain * progress + random.int(-2, 2)));
      const divergence = Math.max(2, Math.round(f.divergence + 3 * progress + random.int(-1, 1)));
      values = {
        FusionalConvergence: convergence,
        FusionalPositiveRecovery: Math.max(1, convergence - random.int(2, 6)),
        FusionalDivergence: divergence,
        FusionalNegativeRecovery: Math.max(1, divergence - random.int(1, 4)),
      };
      break;
    }
    case 'Reading': {
      const gain = f.readingGain * progress;
      const blur = sc ? 1 + f.glasses * 0.3 : 1;
      values = {
        TotalFixationsCount: Math.round(f.fixations * (1 - gain * 0.7) * blur * random.float(0.93, 1.07)),
        PercentRegressions: Math.round(f.regressions * (1 - gain) * blur * random.float(0.9, 1.1) * 10) / 10,
        FixationAvgTimeAll: Math.round(f.fixationMs * (1 - gain * 0.4) * blur * random.float(0.95, 1.05)),
        ReadingRate: Math.round(((f.readingRate * (1 + gain)) / blur) * random.float(0.95, 1.05)),
        TextLevel: f.textLevel,
        ReadingLanguage: f.language,
      };
      break;
    }
    case 'ColorVision':
      values = { ColorVisionResult: f.colorVision };
      break;
    case 'Worth4Dot':
      values = { Worth4DotResultDescription: progress >= f.fusesAt ? WORTH4DOT_RESULTS.fusion : f.worth4Dot };
      break;
  }
  return ok ? values : emptied(values);
}

export const testOutcome = (random: Random) => (random.chance(0.93) ? TEST_SUCCEEDED : random.pick(TEST_FAILURES));
