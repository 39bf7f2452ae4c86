// pid-steering for C++14, header-only: tuning by natural frequency and damping ratio
// (src/sim/control/naturalFrequency.ts). A P-D law per unit inertia, e'' + kd e' + kp e = 0, has
// kp = w^2 and kd = 2 zeta w. The stable PD and SPD take the gains whose discrete poles over one
// step are exactly e^(s dt) of w and zeta, so that the turn is the sampled continuous one.
//
// These use std::exp and std::cos, whose last bit differs between C libraries (and from
// JavaScript's Math.exp and Math.cos, in V8 about one call in ten), and the pole formulas subtract
// numbers close to each other: commands tuned by w and zeta agree with the reference to about
// 1e-10, not always bit for bit.
#pragma once

#include <cmath>

#include "turn_common.hpp"

namespace pid_steering {

// The gains of a P-D law per unit inertia: kp in (rad/s^2)/rad, kd in (rad/s^2)/(rad/s).
struct PdGains {
  double kp;
  double kd;
};

// kp = w^2, kd = 2 zeta w, for w = natural_frequency (rad/s) and zeta = damping_ratio.
inline PdGains gains_from_natural_frequency(double natural_frequency, double damping_ratio) {
  return PdGains{natural_frequency * natural_frequency, 2 * damping_ratio * natural_frequency};
}

namespace detail {

// The largest |s dt| a pole is matched at: e^(-20) is a pole at the origin in all but name.
constexpr double kMaxPoleStep = 20;

// The sum and product of the inverses of the discrete pole pair of w, zeta over a step dt.
struct InversePoles {
  double sum;
  double product;
};

inline InversePoles inverse_poles(double natural_frequency, double damping_ratio, double dt) {
  const double detuning = 1 - damping_ratio * damping_ratio;
  if (detuning > 0) {
    const double decay = js_min(kMaxPoleStep, damping_ratio * natural_frequency * dt);
    return InversePoles{2 * std::exp(decay) * std::cos(std::sqrt(detuning) * natural_frequency * dt), std::exp(2 * decay)};
  }
  const double spread = std::sqrt(-detuning);
  const double slow = js_min(kMaxPoleStep, (damping_ratio - spread) * natural_frequency * dt);
  const double fast = js_min(kMaxPoleStep, (damping_ratio + spread) * natural_frequency * dt);
  return InversePoles{std::exp(slow) + std::exp(fast), std::exp(slow + fast)};
}

// `gains` if both are finite and >= 0, else the continuous ones (times `scale`): a frequency the
// step cannot sample is not matched.
inline PdGains or_continuous(PdGains gains, double natural_frequency, double damping_ratio, double scale) {
  if (gains.kp >= 0 && gains.kd >= 0 && is_finite(gains.kp) && is_finite(gains.kd)) return gains;
  const PdGains continuous = gains_from_natural_frequency(natural_frequency, damping_ratio);
  return PdGains{scale * continuous.kp, scale * continuous.kd};
}

}  // namespace detail

// The stable PD's gains (per unit inertia) whose closed loop in steps of dt has exactly the poles
// of w and zeta: kd = (S - 2)/dt and kp = (P - S + 1)/dt^2, with S and P the sum and product of
// the wanted poles' inverses. As dt goes to 0 they tend to w^2 and 2 zeta w.
inline PdGains stable_pd_pole_gains(double natural_frequency, double damping_ratio, double dt) {
  const detail::InversePoles poles = detail::inverse_poles(natural_frequency, damping_ratio, dt);
  return detail::or_continuous(PdGains{(poles.product - poles.sum + 1) / (dt * dt), (poles.sum - 2) / dt}, natural_frequency, damping_ratio, 1);
}

// SPD's torque gains for a body of inertia I (kg m^2) whose closed loop in steps of dt has exactly
// the poles of w and zeta (see SpdController): with S and P the poles' sum and product,
// K = 1 - S + P and D = S - 2P, kd = D I / ((1 - D) dt), kp = K (I + kd dt) / dt^2.
inline PdGains spd_pole_gains(double natural_frequency, double damping_ratio, double dt, double inertia) {
  const detail::InversePoles inverse = detail::inverse_poles(natural_frequency, damping_ratio, dt);
  const double product = 1 / inverse.product;
  const double sum = inverse.sum * product;
  const double stiffness = 1 - sum + product;
  const double damping = sum - 2 * product;
  const double kd = (damping * inertia) / ((1 - damping) * dt);
  return detail::or_continuous(PdGains{(stiffness * (inertia + kd * dt)) / (dt * dt), kd}, natural_frequency, damping_ratio, inertia);
}

}  // namespace pid_steering
