import { describe, expect, it } from 'vitest';
import { DEVIATION_DIRECTIONS, DEVICE_OUTCOMES, isSucceeded, knownDeviationDirection, knownDeviceOutcome } from './testResults';

describe("the device's outcome texts", () => {
  it('knows each of its outcomes whatever the case and the spaces around', () => {
    expect(knownDeviceOutcome('Eye Tracker Calibration Failed ')).toBe('eye tracker calibration failed');
    expect(DEVICE_OUTCOMES.map((outcome) => knownDeviceOutcome(outcome.toUpperCase()))).toEqual([...DEVICE_OUTCOMES]);
  });

  it('leaves a text of its own, or none, unknown', () => {
    expect(knownDeviceOutcome('lens fogged up')).toBeNull();
    expect(knownDeviceOutcome('')).toBeNull();
    expect(knownDeviceOutcome(null)).toBeNull();
  });

  it('counts only "test succeeded" as a success', () => {
    expect(DEVICE_OUTCOMES.filter((outcome) => isSucceeded(outcome))).toEqual(['test succeeded']);
  });
});

describe("the device's deviation directions", () => {
  it('are known in any case with spaces around; any other text is its own', () => {
    expect(knownDeviationDirection(' right HYPER ')).toBe('Right hyper');
    expect(DEVIATION_DIRECTIONS.map((direction) => knownDeviationDirection(direction.toLowerCase()))).toEqual([...DEVIATION_DIRECTIONS]);
    expect(knownDeviationDirection(' ortho ')).toBe('Ortho');
    expect(knownDeviationDirection('Orthophoria')).toBeNull();
    expect(knownDeviationDirection(null)).toBeNull();
  });
});
