// pid-steering for C++14, header-only: the window of the last `capacity` error samples the
// article's PID keeps (src/sim/control/ErrorWindow.ts), as a ring buffer with no allocation per
// sample, and the integral of the error over the window's time span.
#pragma once

#include <cstddef>
#include <vector>

#include "turn_common.hpp"

namespace pid_steering {

class ErrorWindow {
 public:
  explicit ErrorWindow(std::size_t capacity) : capacity_(capacity), samples_(2 * capacity, 0.0) {}

  std::size_t capacity() const { return capacity_; }
  // How many samples the window holds (at most capacity()).
  std::size_t size() const { return count_; }

  // Forgets every sample.
  void clear() {
    count_ = 0;
    oldest_ = 0;
  }

  // Adds a sample; when the window is full, the oldest one drops out. Each sample is stored twice,
  // at slot and slot + capacity, so the window is always the contiguous run from the oldest slot.
  void push(double sample) {
    const double error = detail::bounded_memory(sample);
    std::size_t slot;
    if (count_ < capacity_) {
      slot = count_;
      ++count_;
    } else {
      slot = oldest_;
      oldest_ = slot + 1 == capacity_ ? 0 : slot + 1;
    }
    samples_[slot] = error;
    samples_[slot + capacity_] = error;
  }

  // Fills the whole window with the history of an error that is `error` now and changes at `rate`
  // per second, sampled every dt: the past consistent with the present, for a bumpless hand-over.
  void fill_with_ramp(double error, double rate, double dt) {
    oldest_ = 0;
    for (std::size_t i = 0; i < capacity_; i++) {
      const double value = detail::bounded_memory(error - static_cast<double>(capacity_ - 1 - i) * rate * dt);
      samples_[i] = value;
      samples_[i + capacity_] = value;
    }
    count_ = capacity_;
  }

  // The samples held, oldest first (for a saved memory).
  std::vector<double> values() const {
    std::vector<double> out;
    for (std::size_t i = 0; i < count_; i++) out.push_back(at(i));
    return out;
  }

  // Holds exactly `values` (oldest first, at most capacity() of them), as if pushed after a clear.
  void set_values(const std::vector<double>& values) {
    clear();
    for (double value : values) push(value);
  }

  // The i-th sample in time order (0 = oldest).
  double at(std::size_t i) const { return samples_[oldest_ + i]; }

  // The newest sample (0 before any).
  double latest() const { return count_ == 0 ? 0.0 : at(count_ - 1); }

  // The integral of the error over the window's span, samples dt apart, exact for errors cubic in
  // time: composite Simpson 1/3 (weights 1, 4, 2, ..., 4, 1 times dt/3) for an even number of
  // intervals; for an odd number, Simpson 3/8 on the oldest three intervals and Simpson 1/3 on the
  // rest; the trapezoid rule for a single interval.
  double integral(double dt) const {
    if (count_ <= 1) return 0;
    const std::size_t intervals = count_ - 1;
    if (intervals == 1) return (dt / 2) * (at(0) + at(1));
    std::size_t first = 0;
    double sum38 = 0;
    if (intervals % 2 == 1) {
      sum38 = ((3 * dt) / 8) * (at(0) + 3 * at(1) + 3 * at(2) + at(3));
      first = 3;
      if (intervals == 3) return sum38;
    }
    double weighted = at(first) + at(intervals);
    double weight = 4;
    for (std::size_t i = first + 1; i < intervals; i++) {
      weighted += weight * at(i);
      weight = 6 - weight;
    }
    return sum38 + (dt / 3) * weighted;
  }

 private:
  std::size_t capacity_;
  std::vector<double> samples_;
  std::size_t count_ = 0;
  std::size_t oldest_ = 0;
};

}  // namespace pid_steering
