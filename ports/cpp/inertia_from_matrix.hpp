// pid-steering for C++14 and later, header-only: an inertia tensor given as a symmetric 3x3 matrix
// (a CAD tool's table, Godot's basis) turned into principal moments and their frame, by Jacobi's
// eigenvalue method (src/sim/control3d/inertiaFromMatrix.ts, step for step).
#pragma once

#include <string>

#include "inertia_tensor.hpp"

namespace pid_steering {

namespace detail {

// The unit quaternion of the rotation matrix m (row by row): Shepperd's method, from the largest of w, x, y, z.
inline Quat quat_from_matrix(const double (&m)[9]) {
  const double m00 = m[0], m01 = m[1], m02 = m[2], m10 = m[3], m11 = m[4], m12 = m[5], m20 = m[6], m21 = m[7], m22 = m[8];
  const double trace = m00 + m11 + m22;
  if (trace > 0) {
    const double s = 2 * std::sqrt(trace + 1);
    return Quat{(m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4};
  }
  if (m00 > m11 && m00 > m22) {
    const double s = 2 * std::sqrt(1 + m00 - m11 - m22);
    return Quat{s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s};
  }
  if (m11 > m22) {
    const double s = 2 * std::sqrt(1 + m11 - m00 - m22);
    return Quat{(m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s};
  }
  const double s = 2 * std::sqrt(1 + m22 - m00 - m11);
  return Quat{(m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s};
}

}  // namespace detail

// The principal moments and frame of the symmetric inertia matrix `matrix` (kg m^2, row by row; a
// symmetric matrix reads the same by columns), in the body frame: I_body = F diag(moments) F^T.
// False, with `refusal` naming the problem ("matrix[3]: must be a finite number, got NaN", not
// symmetric within 1e-9 of its largest entry, not positive definite) and `out` untouched, else true.
inline bool inertia_from_matrix(const double (&matrix)[9], InertiaTensor& out, std::string& refusal) {
  double a[9];
  double scale = 0;
  for (int i = 0; i < 9; i++) {
    if (!detail::is_finite(matrix[i])) {
      refusal = "matrix[" + std::to_string(i) + "]: must be a finite number, got " + detail::shown(matrix[i]);
      return false;
    }
    a[i] = matrix[i];
    scale = detail::js_max(scale, std::fabs(a[i]));
  }
  const int pairs[3][2] = {{1, 3}, {2, 6}, {5, 7}};
  for (const auto& pair : pairs) {
    if (std::fabs(a[pair[0]] - a[pair[1]]) > 1e-9 * scale) {
      refusal = "matrix: must be symmetric (matrix[" + std::to_string(pair[0]) + "] = matrix[" + std::to_string(pair[1]) + "]), got " + detail::shown(a[pair[0]]) + " and " +
                detail::shown(a[pair[1]]);
      return false;
    }
  }
  // v holds the eigenvectors as its columns; each rotation zeroes one off-diagonal pair of a.
  double v[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
  const int planes[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  for (int sweep = 0; sweep < 50; sweep++) {
    const double off = std::fabs(a[1]) + std::fabs(a[2]) + std::fabs(a[5]);
    if (off <= 1e-15 * scale) break;
    for (const auto& plane : planes) {
      const int p = plane[0], q = plane[1];
      const double apq = a[p * 3 + q];
      if (apq == 0) continue;
      const double theta = (a[q * 3 + q] - a[p * 3 + p]) / (2 * apq);
      const double t = (theta == 0 || detail::is_nan(theta) ? 1.0 : theta > 0 ? 1.0 : -1.0) / (std::fabs(theta) + std::sqrt(theta * theta + 1));
      const double c = 1 / std::sqrt(t * t + 1);
      const double s = t * c;
      // a <- J^T a J and v <- v J for the rotation J in the (p, q) plane.
      for (int k = 0; k < 3; k++) {
        const double akp = a[k * 3 + p], akq = a[k * 3 + q];
        a[k * 3 + p] = c * akp - s * akq;
        a[k * 3 + q] = s * akp + c * akq;
      }
      for (int k = 0; k < 3; k++) {
        const double apk = a[p * 3 + k], aqk = a[q * 3 + k];
        a[p * 3 + k] = c * apk - s * aqk;
        a[q * 3 + k] = s * apk + c * aqk;
      }
      for (int k = 0; k < 3; k++) {
        const double vkp = v[k * 3 + p], vkq = v[k * 3 + q];
        v[k * 3 + p] = c * vkp - s * vkq;
        v[k * 3 + q] = s * vkp + c * vkq;
      }
    }
  }
  InertiaTensor tensor;
  tensor.moments = Vec3{a[0], a[4], a[8]};
  if (!(a[0] > 0 && a[4] > 0 && a[8] > 0)) {
    refusal = "matrix: must be positive definite (a body's inertia), got principal moments " + detail::shown(a[0]) + ", " + detail::shown(a[4]) + ", " + detail::shown(a[8]);
    return false;
  }
  // A rotation, not a reflection: turn the third axis round if the columns are left-handed.
  const double det = v[0] * (v[4] * v[8] - v[5] * v[7]) - v[1] * (v[3] * v[8] - v[5] * v[6]) + v[2] * (v[3] * v[7] - v[4] * v[6]);
  if (det < 0) {
    for (int k = 0; k < 3; k++) v[k * 3 + 2] = -v[k * 3 + 2];
  }
  tensor.frame = detail::quat_from_matrix(v);
  if (!detail::check_inertia(refusal, tensor)) return false;
  out = tensor;
  refusal.clear();
  return true;
}

}  // namespace pid_steering
