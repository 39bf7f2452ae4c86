// pid-steering for C++14, header-only: the corrected PID turn controller.
// A port of the TypeScript reference's corrected arithmetic (src/sim/control/PidController.ts, the
// mode `new PidController(settings)` uses): same settings, same defaults, and the same
// floating-point operations in the same order (tests/ports checks the outputs bit for bit).
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

#include "braking_curve.hpp"
#include "error_window.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

enum class PidIntegral { Window, Running };
enum class PidDerivativeOn { Error, Measurement };

// The fewest samples the article's window holds (its MIN_SAMPLES), and the most a window may hold.
constexpr int kPidMinSamples = 3;
constexpr int kPidMaxSamples = 1000;

// Settings of a PidController; every field with its default.
struct PidSettings {
  double kp = 60;       // proportional gain, (rad/s^2) per rad of error
  double ki = 2;        // integral gain, (rad/s^2) per (rad s)
  double kd = 14;       // derivative gain, (rad/s^2) per (rad/s)
  double k_plant = 1;   // overall gain, multiplies P + I + D (the article's kPlant)
  int max_history = 7;  // error samples kept; the windowed integral spans them. 3 to 1000.
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
  OptionalDouble natural_frequency;   // when set: kp = w^2, kd = 2 zeta w (ki kept) [unset]
  OptionalDouble damping_ratio;       // zeta, used with natural_frequency [unset: 1]
};

// A PID with the structure of "PID Control of Physics Bodies" and correct numerics: a window of the
// last max_history errors, the true time integral of the error over that window, a derivative that
// is wrapped (the error is an angle), and the real step dt.
//
// Standalone: add_sample(error, dt) once per step. As a turn controller: update(input) returns the
// commanded angular acceleration, rad/s^2 (negative feedback: -output, plus the set-point's
// acceleration fed forward); turn_torque(controller, ...) does the rest.
class PidController : public TurnController {
 public:
  explicit PidController(const PidSettings& settings = PidSettings()) : settings_(settings), history_(window_size(settings)) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const PidSettings& s) {
    using namespace detail;
    if (!gain(s.kp)) return "pid_steering::PidController: kp" PID_STEERING_GAIN_RANGE;
    if (!gain(s.ki)) return "pid_steering::PidController: ki" PID_STEERING_GAIN_RANGE;
    if (!gain(s.kd)) return "pid_steering::PidController: kd" PID_STEERING_GAIN_RANGE;
    if (!gain(s.k_plant)) return "pid_steering::PidController: k_plant" PID_STEERING_GAIN_RANGE;
    if (s.max_history < kPidMinSamples || s.max_history > kPidMaxSamples) return "pid_steering::PidController: max_history must be an integer >= 3 and <= 1000";
    if (!within(s.output_limit, 0, kMaxGain)) return "pid_steering::PidController: output_limit must be a number >= 0 and <= 1000000";
    if (!within(s.derivative_filter_time, 0, 10)) return "pid_steering::PidController: derivative_filter_time must be a number >= 0 and <= 10";
    if (s.natural_frequency.has_value() && !frequency(s.natural_frequency.value())) return "pid_steering::PidController: " PID_STEERING_FREQUENCY_RANGE;
    if (s.damping_ratio.has_value() && !damping(s.damping_ratio.value())) return "pid_steering::PidController: " PID_STEERING_DAMPING_RANGE;
    return nullptr;
  }

  // Whether the settings can make a PID (check() finds nothing).
  static bool valid(const PidSettings& settings) { return check(settings) == nullptr; }

  const char* type() const override { return "pid"; }
  const PidSettings& settings() const { return settings_; }

  // Changes gains or options live. The history is kept unless the window length changes. False,
  // and nothing changed, for settings that are not valid().
  bool configure(const PidSettings& settings) {
    if (!valid(settings)) return false;
    const bool resize = settings.max_history != settings_.max_history;
    settings_ = settings;
    if (resize) {
      history_ = ErrorWindow(window_size(settings));
      reset();
    }
    return true;
  }

  // Forgets the history (errors, integral, filtered rate). Gains are kept.
  void reset() override {
    history_.clear();
    last_output_ = 0;
    running_integral_ = 0;
    filtered_rate_ = 0;
    has_filtered_rate_ = false;
  }

  double last_output() const { return last_output_; }

  // Adds one error sample and returns the new output. measured_rate is used with derivative on
  // measurement; limit is the output limit when output_limit is 0 (e.g. the motor's).
  double add_sample(double error, double dt = 1.0 / 60, double measured_rate = 0, double limit = kInfinity) {
    history_.push(error);
    last_output_ = detail::bounded_memory(output(dt, measured_rate, limit));
    return last_output_;
  }

  double update(const TurnInput& in) override {
    const double command = -add_sample(in.heading_error, in.dt, in.angular_velocity - in.desired_heading_rate, in.max_angular_acceleration);
    return command + in.desired_heading_acceleration;
  }

  // Bumpless transfer: the window is filled with the current error changing at the current error
  // rate (no warm-up, no derivative kick), and a running integral is set so that the first output
  // continues the previous command.
  void hand_over(const TurnInput& in, double previous_command) override {
    reset();
    const double rate = in.angular_velocity - in.desired_heading_rate;
    history_.fill_with_ramp(in.heading_error, rate, in.dt);
    if (settings_.integral != PidIntegral::Running) return;
    const double k_plant = settings_.k_plant;
    if (k_plant == 0) return;
    const double r = gain_scale(in.max_angular_acceleration);
    const double kp = base_kp() * r;
    const double kd = base_kd() * std::sqrt(r);
    filtered_rate_ = detail::bounded_memory(rate);
    has_filtered_rate_ = true;
    // Solve k_plant (P + I + kd rate) = -command for the integral I.
    const double command = previous_command - in.desired_heading_acceleration;
    running_integral_ = detail::bounded_memory(-command / k_plant - proportional(in.heading_error, kp, kd, in.max_angular_acceleration) - kd * rate);
    last_output_ = detail::bounded_memory(-command);
  }

  // Keys: errors (oldest first), runningIntegral, filteredRate, hasFilteredRate, lastOutput.
  ControllerMemory save_state() const override {
    ControllerMemory memory;
    memory.set_numbers("errors", history_.values());
    memory.set_number("runningIntegral", running_integral_);
    memory.set_number("filteredRate", filtered_rate_);
    memory.set_boolean("hasFilteredRate", has_filtered_rate_);
    memory.set_number("lastOutput", last_output_);
    return memory;
  }

  bool restore_state(const ControllerMemory& memory) override {
    std::vector<double> errors;
    double running_integral = 0;
    double filtered_rate = 0;
    bool has_filtered_rate = false;
    double last_output = 0;
    if (!memory.numbers("errors", history_.capacity(), errors) || !memory.number("runningIntegral", running_integral) ||
        !memory.number("filteredRate", filtered_rate) || !memory.boolean("hasFilteredRate", has_filtered_rate) ||
        !memory.number("lastOutput", last_output)) {
      return false;
    }
    history_.set_values(errors);
    running_integral_ = running_integral;
    filtered_rate_ = filtered_rate;
    has_filtered_rate_ = has_filtered_rate;
    last_output_ = last_output;
    return true;
  }

 private:
  static std::size_t window_size(const PidSettings& settings) {
    // Within 3..1000 whatever is given (a window is built before check() can refuse).
    return static_cast<std::size_t>(settings.max_history < kPidMinSamples ? kPidMinSamples : settings.max_history > kPidMaxSamples ? kPidMaxSamples : settings.max_history);
  }

  double gain_scale(double motor_limit) const { return turn_rate_ratio(motor_limit, settings_.scale_with_turn_rate); }

  // kp before scaling: w^2 when tuned by natural frequency, else kp.
  double base_kp() const {
    if (!settings_.natural_frequency.has_value()) return settings_.kp;
    const double w = settings_.natural_frequency.value();
    return w * w;
  }

  // kd before scaling: 2 zeta w when tuned by natural frequency, else kd.
  double base_kd() const {
    if (!settings_.natural_frequency.has_value()) return settings_.kd;
    return 2 * settings_.damping_ratio.value_or(1.0) * settings_.natural_frequency.value();
  }

  // kp e, or shaped by the braking curve for large errors. The curve is in angular acceleration
  // and the command is -k_plant x output, so the shaping is done there and brought back.
  double proportional(double error, double kp, double kd, double motor_limit) const {
    const double k_plant = settings_.k_plant;
    if (!settings_.braking_curve || !(k_plant > 0)) return kp * error;
    return -shaped_proportional(error, k_plant * kp, k_plant * kd, motor_limit, true) / k_plant;
  }

  double output(double dt, double measured_rate, double motor_limit) {
    const std::size_t n = history_.size();
    const PidSettings& s = settings_;
    const double latest = history_.at(n - 1);

    double rate;
    if (s.derivative_on == PidDerivativeOn::Measurement) rate = measured_rate;
    else rate = n >= 2 ? wrap_angle(latest - history_.at(n - 2)) / dt : 0.0;
    if (s.derivative_filter_time > 0) {
      // First-order low-pass y += (dt / (T + dt)) (x - y): exact for an input held over the step.
      filtered_rate_ = detail::bounded_memory(has_filtered_rate_ ? filtered_rate_ + (dt / (s.derivative_filter_time + dt)) * (rate - filtered_rate_) : rate);
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
      const double integral = ki * history_.integral(dt);
      return clamp_to_motor(s.k_plant * (p + integral + kd * rate), limit);
    }

    const double without_integral = p + kd * rate;
    const double candidate = detail::bounded_memory(running_integral_ + ki * latest * dt);
    const double unclamped = s.k_plant * (without_integral + candidate);
    // Conditional integration: keep integrating unless the output is saturated and this error
    // would push it further out.
    const bool winding_up = std::fabs(unclamped) > limit && detail::js_sign(unclamped) == detail::js_sign(s.k_plant * ki * latest);
    if (!(s.anti_windup && winding_up)) running_integral_ = candidate;
    return clamp_to_motor(s.k_plant * (without_integral + running_integral_), limit);
  }

  PidSettings settings_;
  ErrorWindow history_;
  double last_output_ = 0;
  double running_integral_ = 0;  // already multiplied by ki, rad/s^2
  double filtered_rate_ = 0;
  bool has_filtered_rate_ = false;
};

}  // namespace pid_steering
