// pid-steering for C#: plain 3-D vectors and quaternions in doubles, and the few operations the 3D
// controllers need (src/sim/math3d/vec3.ts and quaternion.ts), with the reference's floating-point
// operations in the same order. Quaternions are (X, Y, Z, W) with Hamilton's product, Unity's
// convention: an orientation rotates the body's frame into the world's. No engine types: convert
// with new Vec3(v.x, v.y, v.z) and new Quat(q.x, q.y, q.z, q.w).
using System;

namespace PidSteering
{
    /// <summary>A 3-D vector in doubles (m, rad/s, N m...).</summary>
    public struct Vec3
    {
        public double X, Y, Z;

        public Vec3(double x, double y, double z)
        {
            X = x;
            Y = y;
            Z = z;
        }

        public static readonly Vec3 Zero = new Vec3(0, 0, 0);

        public override string ToString()
        {
            return "(" + X.ToString("R", System.Globalization.CultureInfo.InvariantCulture) + ", " + Y.ToString("R", System.Globalization.CultureInfo.InvariantCulture) + ", " +
                Z.ToString("R", System.Globalization.CultureInfo.InvariantCulture) + ")";
        }
    }

    /// <summary>A quaternion (X, Y, Z, W) in doubles; as an orientation, a unit one (body -> world). The default is all zeros, no rotation: use <see cref="Identity"/>.</summary>
    public struct Quat
    {
        public double X, Y, Z, W;

        public Quat(double x, double y, double z, double w)
        {
            X = x;
            Y = y;
            Z = z;
            W = w;
        }

        public static readonly Quat Identity = new Quat(0, 0, 0, 1);
    }

    /// <summary>The operations on <see cref="Vec3"/> and <see cref="Quat"/> the 3D controllers use, as the TypeScript computes them.</summary>
    public static class Math3D
    {
        public static double Dot(Vec3 a, Vec3 b) { return a.X * b.X + a.Y * b.Y + a.Z * b.Z; }
        public static Vec3 Cross(Vec3 a, Vec3 b) { return new Vec3(a.Y * b.Z - a.Z * b.Y, a.Z * b.X - a.X * b.Z, a.X * b.Y - a.Y * b.X); }
        /// <summary>a + s b.</summary>
        public static Vec3 AddScaled(Vec3 a, Vec3 b, double s) { return new Vec3(a.X + s * b.X, a.Y + s * b.Y, a.Z + s * b.Z); }
        public static Vec3 Scaled(Vec3 v, double s) { return new Vec3(s * v.X, s * v.Y, s * v.Z); }
        /// <summary>|v| as the square root of the sum of squares.</summary>
        public static double Length(Vec3 v) { return Math.Sqrt(v.X * v.X + v.Y * v.Y + v.Z * v.Z); }

        /// <summary>
        /// JavaScript's Math.hypot(a, b, c), step for step as V8 computes it (the largest magnitude
        /// taken out, the squares of the ratios summed with Kahan's compensation), for the reference's last bit.
        /// </summary>
        public static double Hypot(double a, double b, double c)
        {
            a = Math.Abs(a);
            b = Math.Abs(b);
            c = Math.Abs(c);
            if (double.IsPositiveInfinity(a) || double.IsPositiveInfinity(b) || double.IsPositiveInfinity(c)) return double.PositiveInfinity;
            if (double.IsNaN(a) || double.IsNaN(b) || double.IsNaN(c)) return double.NaN;
            double largest = Math.Max(a, Math.Max(b, c));
            if (largest == 0) return 0;
            double sum = 0, compensation = 0;
            KahanAdd(a / largest, ref sum, ref compensation);
            KahanAdd(b / largest, ref sum, ref compensation);
            KahanAdd(c / largest, ref sum, ref compensation);
            return Math.Sqrt(sum) * largest;
        }

        private static void KahanAdd(double ratio, ref double sum, ref double compensation)
        {
            double summand = ratio * ratio - compensation;
            double preliminary = sum + summand;
            compensation = (preliminary - sum) - summand;
            sum = preliminary;
        }

        /// <summary>
        /// `v` divided by its largest component when that is past 1e150 or under 1e-150 (so that the
        /// squares of its length neither overflow nor underflow), else `v` as it is, bit for bit: for
        /// the aiming helpers, which use a direction only.
        /// </summary>
        public static Vec3 DirectionInRange(Vec3 v)
        {
            double largest = Turning.JsMax(Turning.JsMax(Math.Abs(v.X), Math.Abs(v.Y)), Math.Abs(v.Z));
            if (largest > 1e150 || (largest > 0 && largest < 1e-150)) return new Vec3(v.X / largest, v.Y / largest, v.Z / largest);
            return v;
        }

        /// <summary>v / |v| into `unit`, returning |v|; a zero (or not finite) vector leaves `unit` as it was.</summary>
        public static double NormalizeInto(ref Vec3 unit, Vec3 v)
        {
            double length = Length(v);
            if (length > 0 && length < double.PositiveInfinity) unit = Scaled(v, 1 / length);
            return length;
        }

        /// <summary>A unit vector perpendicular to the unit vector v: v crossed with the world axis it is least aligned with.</summary>
        public static Vec3 AnyPerpendicular(Vec3 v)
        {
            double ax = Math.Abs(v.X), ay = Math.Abs(v.Y), az = Math.Abs(v.Z);
            Vec3 result = ax <= ay && ax <= az ? new Vec3(0, v.Z, -v.Y) : ay <= az ? new Vec3(-v.Z, 0, v.X) : new Vec3(v.Y, -v.X, 0);
            NormalizeInto(ref result, result);
            return result;
        }

        public static double Length(Quat q) { return Math.Sqrt(q.X * q.X + q.Y * q.Y + q.Z * q.Z + q.W * q.W); }

        /// <summary>q / |q| (the identity for a zero quaternion).</summary>
        public static Quat Normalized(Quat q)
        {
            double length = Length(q);
            if (!(length > 0)) return Quat.Identity;
            return new Quat(q.X / length, q.Y / length, q.Z / length, q.W / length);
        }

        /// <summary>a (x) b: the rotation b, then a.</summary>
        public static Quat Multiply(Quat a, Quat b)
        {
            return new Quat(a.W * b.X + a.X * b.W + a.Y * b.Z - a.Z * b.Y, a.W * b.Y - a.X * b.Z + a.Y * b.W + a.Z * b.X,
                a.W * b.Z + a.X * b.Y - a.Y * b.X + a.Z * b.W, a.W * b.W - a.X * b.X - a.Y * b.Y - a.Z * b.Z);
        }

        /// <summary>a (x) b^-1, for unit b.</summary>
        public static Quat MultiplyByInverse(Quat a, Quat b)
        {
            return new Quat(-a.W * b.X + a.X * b.W - a.Y * b.Z + a.Z * b.Y, -a.W * b.Y + a.X * b.Z + a.Y * b.W - a.Z * b.X,
                -a.W * b.Z - a.X * b.Y + a.Y * b.X + a.Z * b.W, a.W * b.W + a.X * b.X + a.Y * b.Y + a.Z * b.Z);
        }

        /// <summary>q v q^-1 for a unit q (body -> world for an orientation).</summary>
        public static Vec3 Rotate(Quat q, Vec3 v)
        {
            double tx = 2 * (q.Y * v.Z - q.Z * v.Y);
            double ty = 2 * (q.Z * v.X - q.X * v.Z);
            double tz = 2 * (q.X * v.Y - q.Y * v.X);
            return new Vec3(v.X + q.W * tx + (q.Y * tz - q.Z * ty), v.Y + q.W * ty + (q.Z * tx - q.X * tz), v.Z + q.W * tz + (q.X * ty - q.Y * tx));
        }

        /// <summary>q^-1 v q for a unit q (world -> body for an orientation).</summary>
        public static Vec3 RotateByInverse(Quat q, Vec3 v)
        {
            double tx = 2 * (q.Z * v.Y - q.Y * v.Z);
            double ty = 2 * (q.X * v.Z - q.Z * v.X);
            double tz = 2 * (q.Y * v.X - q.X * v.Y);
            return new Vec3(v.X + q.W * tx - (q.Y * tz - q.Z * ty), v.Y + q.W * ty - (q.Z * tx - q.X * tz), v.Z + q.W * tz - (q.X * ty - q.Y * tx));
        }

        /// <summary>The rotation by `angle` (rad) about the unit `axis` (right hand).</summary>
        public static Quat FromAxisAngle(Vec3 axis, double angle)
        {
            double half = angle / 2;
            double s = Math.Sin(half);
            return new Quat(axis.X * s, axis.Y * s, axis.Z * s, Math.Cos(half));
        }

        /// <summary>The rotation whose rotation vector is e (axis e/|e|, angle |e| rad).</summary>
        public static Quat FromRotationVector(Vec3 e)
        {
            double angle = Hypot(e.X, e.Y, e.Z);
            if (angle == 0) return Quat.Identity;
            double s = Math.Sin(angle / 2) / angle;
            return new Quat(e.X * s, e.Y * s, e.Z * s, Math.Cos(angle / 2));
        }

        /// <summary>The rotation vector of q taken the short way: 2 atan2(|v|, |w|) in [0, pi] times its unit axis.</summary>
        public static Vec3 ShortRotationVector(Quat q)
        {
            double sign = q.W < 0 ? -1.0 : 1.0;
            double s = Hypot(q.X, q.Y, q.Z);
            if (s == 0) return Vec3.Zero;
            double scale = (sign * 2 * Math.Atan2(s, sign * q.W)) / s;
            return new Vec3(q.X * scale, q.Y * scale, q.Z * scale);
        }
    }
}
