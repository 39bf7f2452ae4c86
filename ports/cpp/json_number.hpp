// pid-steering for C++14 and later, header-only: a double written and read as JSON text in one
// grammar whatever the process's locale (a program that calls setlocale(LC_ALL, "de_DE.UTF-8"), as
// Qt and GTK programs do, gets decimal points from snprintf and strtod no more). Written as
// JavaScript's JSON.stringify writes it (the shortest digits that read back to the same double,
// 1e+21 and 1e-7 in exponent form), -0 kept as "-0"; read to the nearest double.
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

#if (__cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L)) && defined(__has_include)
#if __has_include(<charconv>)
#include <charconv>
#endif
#endif
// C++17's to_chars and from_chars for doubles, where the standard library has them (libstdc++ 11,
// MSVC 2019 16.4); otherwise snprintf's digits and a stream in the classic locale.
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
#define PID_STEERING_CHARCONV 1
#include <system_error>
#else
#define PID_STEERING_CHARCONV 0
#include <locale>
#include <sstream>
#endif

#include "turn_common.hpp"

namespace pid_steering {
namespace detail {

// A positive finite double's shortest decimal: `digits` (1 to 17 of them, no trailing zero) times
// 10^(exponent - count + 1), so the first digit stands for 10^exponent.
struct ShortestDecimal {
  char digits[24];
  int count;
  int exponent;
};

// Reads the digits and exponent of a number in C's scientific form ("1.25e-07"), skipping whatever
// decimal point the locale put between them.
inline ShortestDecimal scientific_digits(const char* text, const char* end) {
  ShortestDecimal decimal{{}, 0, 0};
  const char* at = text;
  for (; at < end && *at != 'e' && *at != 'E'; at++) {
    if (*at >= '0' && *at <= '9' && decimal.count < 20) decimal.digits[decimal.count++] = *at;
  }
  while (decimal.count > 1 && decimal.digits[decimal.count - 1] == '0') decimal.count--;
  if (at < end) at++;
  const bool negative = at < end && *at == '-';
  if (at < end && (*at == '-' || *at == '+')) at++;
  for (; at < end; at++) decimal.exponent = decimal.exponent * 10 + (*at - '0');
  if (negative) decimal.exponent = -decimal.exponent;
  return decimal;
}

// The double nearest to the JSON number [first, last) (its grammar already checked), into `out`;
// false when it is beyond a double's range (1e400). Below half the smallest double it is 0, its
// sign kept.
inline bool read_json_number(const char* first, const char* last, double& out) {
#if PID_STEERING_CHARCONV
  double value = 0;
  const std::from_chars_result result = std::from_chars(first, last, value);
  if (result.ec == std::errc::result_out_of_range) {
    // Out of range: beyond a double when the exponent is positive, else below its smallest (a
    // JSON number the reader takes has at most 64 characters, so its exponent decides).
    const char* e = first;
    while (e < last && *e != 'e' && *e != 'E') e++;
    if (e == last || e[1] != '-') return false;
    out = *first == '-' ? -0.0 : 0.0;
    return true;
  }
  if (result.ec != std::errc() || result.ptr != last) return false;
  out = value;
  return true;
#else
  std::istringstream stream(std::string(first, last));
  stream.imbue(std::locale::classic());
  double value = 0;
  stream >> value;
  // A stream sets failbit beyond a double's range; below it, it reads 0 with the sign.
  if (stream.fail() || !is_finite(value)) return false;
  out = value;
  return true;
#endif
}

// The shortest decimal that reads back as `magnitude` (positive and finite), with JavaScript's
// choice of digits when several are as short (the nearest).
inline ShortestDecimal shortest_decimal(double magnitude) {
  char text[40];
#if PID_STEERING_CHARCONV
  const std::to_chars_result result = std::to_chars(text, text + sizeof text, magnitude, std::chars_format::scientific);
  return scientific_digits(text, result.ptr);
#else
  // 15 significant digits, then 16, then 17 (which always read back), each correctly rounded: the
  // first that reads back is the shortest, as a normal double's neighbours are closer than 15-digit
  // decimals. Below the normal range (2.2e-308) they are not: from 1 digit up.
  ShortestDecimal decimal{{}, 0, 0};
  for (int precision = magnitude < 2.2250738585072014e-308 ? 0 : 14; precision <= 16; precision++) {
    const int length = std::snprintf(text, sizeof text, "%.*e", precision, magnitude);
    decimal = scientific_digits(text, text + length);
    std::string plain(decimal.digits, decimal.digits + decimal.count);
    plain += 'e';
    plain += std::to_string(decimal.exponent - decimal.count + 1);
    double back = 0;
    if (read_json_number(plain.data(), plain.data() + plain.size(), back) && back == magnitude) break;
  }
  return decimal;
#endif
}

// Appends `value` to `json` as JavaScript's JSON.stringify writes it (Number::toString): plain
// digits from 1e-6 up to 1e21, else d.ddde+X; -0 as "-0" (JSON.stringify writes 0); not finite as null.
inline void append_json_number(std::string& json, double value) {
  if (!is_finite(value)) {
    json += "null";
    return;
  }
  if (std::signbit(value)) json += '-';
  if (value == 0) {
    json += '0';
    return;
  }
  const ShortestDecimal decimal = shortest_decimal(std::fabs(value));
  const std::string digits(decimal.digits, decimal.digits + decimal.count);
  const int k = decimal.count;
  const int n = decimal.exponent + 1;  // the digits stand for 0.digits x 10^n
  if (k <= n && n <= 21) {
    json += digits;
    json.append(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {
    json.append(digits, 0, static_cast<std::size_t>(n));
    json += '.';
    json.append(digits, static_cast<std::size_t>(n), std::string::npos);
  } else if (-6 < n && n <= 0) {
    json += "0.";
    json.append(static_cast<std::size_t>(-n), '0');
    json += digits;
  } else {
    json += digits[0];
    if (k > 1) {
      json += '.';
      json.append(digits, 1, std::string::npos);
    }
    json += n - 1 < 0 ? "e-" : "e+";
    json += std::to_string(n - 1 < 0 ? 1 - n : n - 1);
  }
}

}  // namespace detail
}  // namespace pid_steering
