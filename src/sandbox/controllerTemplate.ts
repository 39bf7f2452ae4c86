/**
 * The starting text of a player's controller: the editor's template and the example of
 * docs/challenges.md. A spring-damper (PD) with the demo's gains, documented in place.
 */
export const CONTROLLER_TEMPLATE = `// Your turn controller. Called once per fixed step (1/60 s) with:
//   input.headingError            rad, heading − desired, wrapped to (−π, π] (positive: turned too far left)
//   input.angularVelocity         rad/s, counter-clockwise positive
//   input.dt                      s, the step
//   input.maxAngularAcceleration  rad/s², the motor's limit (your answer is clamped to ±this)
//   input.inertia                 kg·m², the body's rotational inertia
//   input.time                    s since the run began
// state is an object kept for the whole run: store what you need between calls.
// Return the angular acceleration you want, rad/s².
function update(input, state) {
  const kp = 60; // 1/s²: pull toward the desired heading
  const kd = 14; // 1/s: damp the turn
  return -kp * input.headingError - kd * input.angularVelocity;
}
`;
