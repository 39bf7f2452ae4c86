/**
 * The starting text of a player's controller: the editor's template and the example of
 * docs/challenges.md. A spring-damper (PD) with the demo's gains and the set-point's feed-forward,
 * documented in place.
 */
export const CONTROLLER_TEMPLATE = `// Your turn controller. Called once per fixed step (1/60 s) with:
//   input.headingError                rad, heading − desired, wrapped to (−π, π] (positive: turned too far left)
//   input.angularVelocity             rad/s, counter-clockwise positive
//   input.desiredHeadingRate          rad/s, how fast the desired heading turns (0 for a fixed target)
//   input.desiredHeadingAcceleration  rad/s², how fast that rate changes
//   input.dt                          s, the step
//   input.maxAngularAcceleration      rad/s², the motor's limit (your answer is clamped to ±this)
//   input.inertia                     kg·m², the body's rotational inertia
//   input.time                        s since the run began
// state is an object kept for the whole run: store what you need between calls.
// Return the angular acceleration you want, rad/s².
function update(input, state) {
  const kp = 60; // 1/s²: pull toward the desired heading
  const kd = 14; // 1/s: damp the error's rate
  // The error's rate is the body's rate minus the set-point's: damping it (not the body's rate)
  // holds a moving target without lag, and the set-point's acceleration is fed forward.
  const errorRate = input.angularVelocity - input.desiredHeadingRate;
  return input.desiredHeadingAcceleration - kp * input.headingError - kd * errorRate;
}
`;
