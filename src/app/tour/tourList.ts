import { characterStep, guidanceStep } from './movingSteps';
import type { TourStep } from './TourStep';
import { TURNING_STEPS } from './turningSteps';

/** The guided tour's steps, in order: the article and its video, one idea at a time. */
export const TOUR_STEPS: readonly TourStep[] = [...TURNING_STEPS, characterStep, guidanceStep];
