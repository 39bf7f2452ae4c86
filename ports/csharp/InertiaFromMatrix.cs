// pid-steering for C#: an inertia tensor given as a symmetric 3x3 matrix (a CAD tool's table)
// turned into principal moments and their frame, by Jacobi's eigenvalue method
// (src/sim/control3d/inertiaFromMatrix.ts, step for step).
using System;

namespace PidSteering
{
    public static class InertiaFromMatrix
    {
        /// <summary>
        /// The principal moments and frame of the symmetric inertia matrix `matrix` (kg m^2, 9 numbers,
        /// row by row), in the body frame: I_body = F diag(moments) F^T. Throws an ArgumentException
        /// naming the problem: not 9 finite numbers, not symmetric within 1e-9 of its largest entry,
        /// not positive definite (<see cref="TryRead"/> answers false instead).
        /// </summary>
        public static InertiaTensor Read(double[] matrix)
        {
            InertiaTensor tensor;
            string refusal;
            if (!TryRead(matrix, out tensor, out refusal)) throw new ArgumentException("PidSteering.InertiaFromMatrix: " + refusal);
            return tensor;
        }

        /// <summary>The same, answering false with the refusal ("matrix[3]: must be a finite number, got NaN") instead of throwing.</summary>
        public static bool TryRead(double[] matrix, out InertiaTensor tensor, out string refusal)
        {
            tensor = default(InertiaTensor);
            refusal = null;
            if (matrix == null || matrix.Length != 9)
            {
                refusal = "matrix: must be 9 numbers (a 3x3 matrix, row by row)";
                return false;
            }
            var a = new double[9];
            double scale = 0;
            for (int i = 0; i < 9; i++)
            {
                if (!Turning.IsFinite(matrix[i]))
                {
                    refusal = Check3D.Refuse("matrix[" + i + "]", "", "a finite number", matrix[i]);
                    return false;
                }
                a[i] = matrix[i];
                scale = Turning.JsMax(scale, Math.Abs(a[i]));
            }
            int[,] pairs = { { 1, 3 }, { 2, 6 }, { 5, 7 } };
            for (int k = 0; k < 3; k++)
            {
                int i = pairs[k, 0], j = pairs[k, 1];
                if (Math.Abs(a[i] - a[j]) > 1e-9 * scale)
                {
                    refusal = "matrix: must be symmetric (matrix[" + i + "] = matrix[" + j + "]), got " + Check3D.Shown(a[i]) + " and " + Check3D.Shown(a[j]);
                    return false;
                }
            }
            // v holds the eigenvectors as its columns; each rotation zeroes one off-diagonal pair of a.
            double[] v = { 1, 0, 0, 0, 1, 0, 0, 0, 1 };
            int[,] planes = { { 0, 1 }, { 0, 2 }, { 1, 2 } };
            for (int sweep = 0; sweep < 50; sweep++)
            {
                double off = Math.Abs(a[1]) + Math.Abs(a[2]) + Math.Abs(a[5]);
                if (off <= 1e-15 * scale) break;
                for (int plane = 0; plane < 3; plane++)
                {
                    int p = planes[plane, 0], q = planes[plane, 1];
                    double apq = a[p * 3 + q];
                    if (apq == 0) continue;
                    double theta = (a[q * 3 + q] - a[p * 3 + p]) / (2 * apq);
                    double t = (theta == 0 || double.IsNaN(theta) ? 1.0 : theta > 0 ? 1.0 : -1.0) / (Math.Abs(theta) + Math.Sqrt(theta * theta + 1));
                    double c = 1 / Math.Sqrt(t * t + 1);
                    double s = t * c;
                    for (int k = 0; k < 3; k++)
                    {
                        double akp = a[k * 3 + p], akq = a[k * 3 + q];
                        a[k * 3 + p] = c * akp - s * akq;
                        a[k * 3 + q] = s * akp + c * akq;
                    }
                    for (int k = 0; k < 3; k++)
                    {
                        double apk = a[p * 3 + k], aqk = a[q * 3 + k];
                        a[p * 3 + k] = c * apk - s * aqk;
                        a[q * 3 + k] = s * apk + c * aqk;
                    }
                    for (int k = 0; k < 3; k++)
                    {
                        double vkp = v[k * 3 + p], vkq = v[k * 3 + q];
                        v[k * 3 + p] = c * vkp - s * vkq;
                        v[k * 3 + q] = s * vkp + c * vkq;
                    }
                }
            }
            if (!(a[0] > 0 && a[4] > 0 && a[8] > 0))
            {
                refusal = "matrix: must be positive definite (a body's inertia), got principal moments " + Check3D.Shown(a[0]) + ", " + Check3D.Shown(a[4]) + ", " + Check3D.Shown(a[8]);
                return false;
            }
            // A rotation, not a reflection: turn the third axis round if the columns are left-handed.
            double det = v[0] * (v[4] * v[8] - v[5] * v[7]) - v[1] * (v[3] * v[8] - v[5] * v[6]) + v[2] * (v[3] * v[7] - v[4] * v[6]);
            if (det < 0)
            {
                for (int k = 0; k < 3; k++) v[k * 3 + 2] = -v[k * 3 + 2];
            }
            var result = new InertiaTensor(new Vec3(a[0], a[4], a[8]), QuatFromMatrix(v));
            refusal = Inertia.Check(result);
            if (refusal != null) return false;
            tensor = result;
            return true;
        }

        /// <summary>The unit quaternion of the rotation matrix m (row by row): Shepperd's method, from the largest of w, x, y, z.</summary>
        private static Quat QuatFromMatrix(double[] m)
        {
            double m00 = m[0], m01 = m[1], m02 = m[2], m10 = m[3], m11 = m[4], m12 = m[5], m20 = m[6], m21 = m[7], m22 = m[8];
            double trace = m00 + m11 + m22;
            if (trace > 0)
            {
                double s = 2 * Math.Sqrt(trace + 1);
                return new Quat((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4);
            }
            if (m00 > m11 && m00 > m22)
            {
                double s = 2 * Math.Sqrt(1 + m00 - m11 - m22);
                return new Quat(s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s);
            }
            if (m11 > m22)
            {
                double s = 2 * Math.Sqrt(1 + m11 - m00 - m22);
                return new Quat((m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s);
            }
            double s3 = 2 * Math.Sqrt(1 + m22 - m00 - m11);
            return new Quat((m02 + m20) / s3, (m12 + m21) / s3, s3 / 4, (m10 - m01) / s3);
        }
    }
}
