// The 2D laws of the conformance drivers (not part of the library): a double read from its 16 hex
// digits, a law's settings read as key/hex pairs (tests/ports/conformanceProtocol.ts) and the law of
// a type built from them. Shared by conformance.cpp and conformance3d.cpp.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <istream>
#include <map>
#include <memory>
#include <string>

#include "pid_steering.hpp"

namespace conformance {

using namespace pid_steering;

inline double read_double(std::istream& in) {
  std::string hex;
  in >> hex;
  const std::uint64_t bits = std::strtoull(hex.c_str(), nullptr, 16);
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

// The key/hex pairs that follow on the line.
inline std::map<std::string, double> read_settings(std::istream& in) {
  std::map<std::string, double> settings;
  std::string key;
  while (in >> key) settings[key] = read_double(in);
  return settings;
}

// Sets `field` from settings[key] when the key is there.
template <class Field>
inline void set(const std::map<std::string, double>& settings, const char* key, Field& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = static_cast<Field>(found->second);
}

inline void set_flag(const std::map<std::string, double>& settings, const char* key, bool& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = found->second != 0;
}

inline void set_optional(const std::map<std::string, double>& settings, const char* key, OptionalDouble& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = found->second;
}

inline PidSettings pid_settings(const std::map<std::string, double>& w) {
  PidSettings s;
  set(w, "kp", s.kp);
  set(w, "ki", s.ki);
  set(w, "kd", s.kd);
  set(w, "kPlant", s.k_plant);
  set(w, "maxHistory", s.max_history);
  if (w.count("integral")) s.integral = w.at("integral") != 0 ? PidIntegral::Running : PidIntegral::Window;
  set(w, "outputLimit", s.output_limit);
  set_flag(w, "antiWindup", s.anti_windup);
  if (w.count("derivativeOn")) s.derivative_on = w.at("derivativeOn") != 0 ? PidDerivativeOn::Measurement : PidDerivativeOn::Error;
  set(w, "derivativeFilterTime", s.derivative_filter_time);
  set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
  set_flag(w, "brakingCurve", s.braking_curve);
  set_optional(w, "naturalFrequency", s.natural_frequency);
  set_optional(w, "dampingRatio", s.damping_ratio);
  return s;
}

inline PublishedPidSettings published_settings(const std::map<std::string, double>& w) {
  PublishedPidSettings s;
  set(w, "kp", s.kp);
  set(w, "ki", s.ki);
  set(w, "kd", s.kd);
  set(w, "kPlant", s.k_plant);
  set(w, "maxHistory", s.max_history);
  set(w, "asPublishedDt", s.as_published_dt);
  return s;
}

inline std::unique_ptr<TurnController> create(const std::string& type, const std::map<std::string, double>& w) {
  if (type == "pid") return std::unique_ptr<TurnController>(new PidController(pid_settings(w)));
  if (type == "published-pid") return std::unique_ptr<TurnController>(new PublishedPidController(published_settings(w)));
  if (type == "naive-snippet") {
    NaiveSnippetSettings s;
    set(w, "kp", s.kp);
    set(w, "ki", s.ki);
    set(w, "kd", s.kd);
    return std::unique_ptr<TurnController>(new NaiveSnippetController(s));
  }
  if (type == "stolk") {
    StolkSettings s;
    set_optional(w, "kp", s.kp);
    set_optional(w, "ki", s.ki);
    set_optional(w, "kd", s.kd);
    set_optional(w, "p", s.p);
    set_optional(w, "i", s.i);
    set_optional(w, "d", s.d);
    return std::unique_ptr<TurnController>(new StolkController(s));
  }
  if (type == "pd") {
    ForwardPdSettings s;
    set(w, "kp", s.kp);
    set(w, "kd", s.kd);
    set_optional(w, "naturalFrequency", s.natural_frequency);
    set_optional(w, "dampingRatio", s.damping_ratio);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new ForwardPdController(s));
  }
  if (type == "stable-pd") {
    StablePdSettings s;
    set(w, "naturalFrequency", s.natural_frequency);
    set(w, "dampingRatio", s.damping_ratio);
    set_optional(w, "kp", s.kp);
    set_optional(w, "kd", s.kd);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new StablePdController(s));
  }
  if (type == "spd") {
    SpdSettings s;
    set_optional(w, "kp", s.kp);
    set_optional(w, "kd", s.kd);
    set_optional(w, "naturalFrequency", s.natural_frequency);
    set_optional(w, "dampingRatio", s.damping_ratio);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new SpdController(s));
  }
  if (type == "time-optimal") {
    TimeOptimalSettings s;
    set_optional(w, "gain", s.gain);
    return std::unique_ptr<TurnController>(new TimeOptimalController(s));
  }
  return nullptr;
}

}  // namespace conformance
