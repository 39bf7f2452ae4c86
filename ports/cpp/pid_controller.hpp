// pid-steering for C++17, header-only: the corrected PID turn controller.
// A port of the TypeScript reference's corrected arithmetic (src/sim/control/PidController.ts,
// the mode `new PidController(settings)` uses): same settings, same defaults, and the same
// floating-point operations in the same order, so both agree to 1e-12 (a conformance test checks).
#pragma once

#include <cmath>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <vector>

#include "turn_common.hpp"

namespace pid_steering {

enum class PidIntegral { Window, Running };
enum class PidDerivativeOn { Error, Measurement };

// Settings of a PidController; every field with its default.
struct PidSettings {
  double kp = 60;       // proportional gain, (rad/s^2) per rad of error
  double ki = 2;        // integral gain, (rad/s^2) per (rad s)
  double kd = 14;       // derivative gain, (rad/s^2) per (rad/s)
  double k_plant = 1;   // overall gain, multiplies P + I + D (the article's kPlant)
  int max_history = 7;  // error samples kept; the windowed integral spans them. At least 3.
  // Window: the integral over the last max_history samples (bounded, cannot wind up).
  // Running: the classic accumulated integral of ki e dt (removes a steady offset, can wind up).
  PidIntegral integral = PidIntegral::Window;
  double output_limit = 0;   // largest |output|, rad/s^2; 0 means the motor's limit
  bool anti_windup = true;   // running integral: stop integrating while saturated further out
  // Error: D on the backward difference of the (wrapped) errors. Measurement: D on the measured
  // error rate, angular velocity - desired heading rate (no kick when the target jumps).
  PidDerivativeOn derivative_on = PidDerivativeOn::Measurement;
  double derivative_filter_time = 0;  // first-order low-pass on the derivative, s; 0 is off
  bool scale_with_turn_rate = true;   // read the gains as tuned at 4 pi rad/s^2, scale to the motor
  bool braking_curve = true;          // shape large errors by the motor's braking curve
  std::optional<double> natural_frequency;  // when set: kp = w^2, kd = 2 zeta w (ki kept)
  std::optional<double> damping_ratio;      // zeta, used with natural_frequency (default 1)
};

// A PID with the structure of "PID Control of Physics Bodies" and correct numerics: a window of the
// last max_history errors, the true time integral of the error over that window, a derivative that
// is wrapped (the error is an angle), and the real step dt.
//
// Standalone: add_sample(error, dt) once per step. As a turn controller: update(input) returns the
// commanded angular acceleration, rad/s^2 (negative feedback: -output, plus the set-point's
// acceleration fed forward); pass it to turn_torque().
class PidController {
 public:
  explicit PidController(const PidSettings& settings = PidSettings()) : settings_(settings) {
    if (!(settings_.max_history >= 3)) throw std::invalid_argument("max_history must be at least 3");
    allocate();
  }

  const PidSettings& settings() const { return settings_; }

  // Changes gains or options live. The history is kept unless the window length changes.
  void configure(const PidSettings& settings) {
    if (!(settings.max_history >= 3)) throw std::invalid_argument("max_history must be at least 3");
    const bool resize = settings.max_history != settings_.max_history;
    settings_ = settings;
    if (resize) {
      allocate();
      reset();
    }
  }

  // Forgets the history (errors, integral, filtered rate). Gains are kept.
  void reset() {
    sample_count_ = 0;
    oldest_index_ = 0;
    last_output_ = 0;
    running_integral_ = 0;
    filtered_rate_ = 0;
    has_filtered_rate_ = false;
  }

  double last_output() const { return last_output_; }

  // Adds one error sample and returns the new output. measured_rate is used with derivative on
  // measurement; limit is the output limit when output_limit is 0 (e.g. the motor's).
  double add_sample(double error, double dt = 1.0 / 60, double measured_rate = 0, double limit = kInfinity) {
    std::size_t slot;
    if (sample_count_ < capacity_) {
      slot = sample_count_;
      ++sample_count_;
    } else {
      // The window is full: the oldest sample is overwritten and the next one becomes the oldest.
      slot = oldest_index_;
      oldest_index_ = slot + 1 == capacity_ ? 0 : slot + 1;
    }
    // Each sample is stored twice, at slot and slot + capacity, so the window is always the
    // contiguous run that starts at oldest_index_.
    errors_[slot] = error;
    errors_[slot + capacity_] = error;
    last_output_ = output(dt, measured_rate, limit);
    return last_output_;
  }

  // One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.
  double update(const TurnInput& in) {
    const double command = -add_sample(in.heading_error, in.dt, in.angular_velocity - in.desired_heading_rate,
                                       in.max_angular_acceleration);
    return command + in.desired_heading_acceleration;
  }

  // Bumpless transfer when this controller replaces another mid-turn whose last command was
  // previous_command (rad/s^2): the window is filled with the current error changing at the
  // current error rate (no warm-up, no derivative kick), and a running integral is set so that the
  // first output continues the previous command.
  void hand_over(const TurnInput& in, double previous_command) {
    reset();
    const double rate = in.angular_velocity - in.desired_heading_rate;
    for (std::size_t i = 0; i < capacity_; i++) {
      const double error = in.heading_error - static_cast<double>(capacity_ - 1 - i) * rate * in.dt;
      errors_[i] = error;
      errors_[i + capacity_] = error;
    }
    sample_count_ = capacity_;
    if (settings_.integral != PidIntegral::Running) return;
    const double k_plant = settings_.k_plant;
    if (k_plant == 0) return;
    const double r = gain_scale(in.max_angular_acceleration);
    const double kp = base_kp() * r;
    const double kd = base_kd() * std::sqrt(r);
    filtered_rate_ = rate;
    has_filtered_rate_ = true;
    // Solve k_plant (P + I + kd rate) = -command for the integral I.
    const double command = previous_command - in.desired_heading_acceleration;
    running_integral_ = -command / k_plant - proportional(in.heading_error, kp, kd, in.max_angular_acceleration) - kd * rate;
    last_output_ = -command;
  }

 private:
  void allocate() {
    capacity_ = static_cast<std::size_t>(settings_.max_history);
    errors_.assign(2 * capacity_, 0.0);
  }

  double error_at(std::size_t i) const { return errors_[oldest_index_ + i]; }

  // r = motor limit / 4 pi when the gains scale with the turn rate and the limit is finite and
  // positive, else 1. For a double-integrator body, stretching time by sqrt(r) turns the loop at
  // limit a into the loop at 4 pi exactly when kp scales by r, ki by r^1.5 and kd by sqrt(r): the
  // turn keeps its shape and overshoot, only sqrt(4 pi / a) times slower.
  double gain_scale(double motor_limit) const {
    return settings_.scale_with_turn_rate && motor_limit > 0 && motor_limit < kInfinity ? motor_limit / kReferenceTurnRate : 1.0;
  }

  // kp before scaling: w^2 when tuned by natural frequency (e'' + 2 zeta w e' + w^2 e = 0), else kp.
  double base_kp() const {
    if (!settings_.natural_frequency) return settings_.kp;
    const double w = *settings_.natural_frequency;
    return w * w;
  }

  // kd before scaling: 2 zeta w when tuned by natural frequency, else kd.
  double base_kd() const {
    if (!settings_.natural_frequency) return settings_.kd;
    return 2 * settings_.damping_ratio.value_or(1.0) * *settings_.natural_frequency;
  }

  // kp e, or shaped by the braking curve for large errors. The curve is in angular acceleration
  // and the command is -k_plant x output, so the shaping is done there and brought back.
  double proportional(double error, double kp, double kd, double motor_limit) const {
    const double k_plant = settings_.k_plant;
    if (!settings_.braking_curve || !(k_plant > 0)) return kp * error;
    return -shaped_proportional(error, k_plant * kp, k_plant * kd, motor_limit, true) / k_plant;
  }

  double output(double dt, double measured_rate, double motor_limit) {
    const std::size_t n = sample_count_;
    const PidSettings& s = settings_;
    const double latest = error_at(n - 1);

    double rate;
    if (s.derivative_on == PidDerivativeOn::Measurement) rate = measured_rate;
    else rate = n >= 2 ? wrap_angle(latest - error_at(n - 2)) / dt : 0.0;
    if (s.derivative_filter_time > 0) {
      // First-order low-pass y += (dt / (T + dt)) (x - y): exact for an input held over the step.
      filtered_rate_ = has_filtered_rate_ ? filtered_rate_ + (dt / (s.derivative_filter_time + dt)) * (rate - filtered_rate_) : rate;
      has_filtered_rate_ = true;
      rate = filtered_rate_;
    }

    const double limit = s.output_limit > 0 ? s.output_limit : motor_limit;
    const double r = gain_scale(motor_limit);
    const double kp = base_kp() * r;
    const double ki = s.ki * r * std::sqrt(r);
    const double kd = base_kd() * std::sqrt(r);
    const double p = proportional(latest, kp, kd, motor_limit);
    if (s.integral == PidIntegral::Window) {
      const double integral = ki * window_integral(dt);
      return detail::clamp_to(s.k_plant * (p + integral + kd * rate), limit);
    }

    const double without_integral = p + kd * rate;
    const double candidate = running_integral_ + ki * latest * dt;
    const double unclamped = s.k_plant * (without_integral + candidate);
    // Conditional integration: keep integrating unless the output is saturated and this error
    // would push it further out.
    const bool winding_up = std::fabs(unclamped) > limit && detail::js_sign(unclamped) == detail::js_sign(s.k_plant * ki * latest);
    if (!(s.anti_windup && winding_up)) running_integral_ = candidate;
    return detail::clamp_to(s.k_plant * (without_integral + running_integral_), limit);
  }

  // The integral of the error over the window's time span, exact for errors cubic in time:
  // composite Simpson 1/3 (weights 1, 4, 2, 4, ..., 1 times dt/3) for an even number of intervals;
  // for an odd number, Simpson 3/8 (weights 1, 3, 3, 1 times 3 dt/8) on the oldest three intervals
  // and Simpson 1/3 on the even rest; the trapezoid rule for a single interval.
  double window_integral(double dt) const {
    const std::size_t n = sample_count_;
    if (n <= 1) return 0;
    const std::size_t intervals = n - 1;
    if (intervals == 1) return (dt / 2) * (error_at(0) + error_at(1));
    std::size_t first = 0;
    double sum38 = 0;
    if (intervals % 2 == 1) {
      sum38 = ((3 * dt) / 8) * (error_at(0) + 3 * error_at(1) + 3 * error_at(2) + error_at(3));
      first = 3;
      if (intervals == 3) return sum38;
    }
    double weighted = error_at(first) + error_at(intervals);
    double weight = 4;
    for (std::size_t i = first + 1; i < intervals; i++) {
      weighted += weight * error_at(i);
      weight = 6 - weight;
    }
    return sum38 + (dt / 3) * weighted;
  }

  PidSettings settings_;
  std::vector<double> errors_;
  std::size_t capacity_ = 0;
  std::size_t sample_count_ = 0;
  std::size_t oldest_index_ = 0;
  double last_output_ = 0;
  double running_integral_ = 0;  // already multiplied by ki, rad/s^2
  double filtered_rate_ = 0;
  bool has_filtered_rate_ = false;
};

}  // namespace pid_steering
