// pid-steering for C#: the checks of the 3D controllers' arguments (src/sim/control3d/check3d.ts).
// Each answers null, or the refusal naming the field, its range and what it got
// ("Inertia.Moments.Y: must be a number >= 1e-12 and <= 1e15, got 0"); the public calls throw it
// as an ArgumentException. Checks only: nothing is changed by them.
using System;
using System.Globalization;

namespace PidSteering
{
    internal static class Check3D
    {
        /// <summary>How far from 1 a unit quaternion's length may be (the reference's UNIT_QUATERNION_TOLERANCE).</summary>
        internal const double UnitQuaternionTolerance = 1e-4;

        /// <summary>A number as the refusals show it: NaN, Infinity, -Infinity, or its shortest round trip.</summary>
        internal static string Shown(double value)
        {
            if (double.IsNaN(value)) return "NaN";
            if (double.IsInfinity(value)) return value > 0 ? "Infinity" : "-Infinity";
            return value.ToString("R", CultureInfo.InvariantCulture);
        }

        /// <summary>"name.part: must be range, got value"; names are built only for a refusal, so a good step allocates nothing.</summary>
        internal static string Refuse(string name, string part, string range, double value)
        {
            return name + part + ": must be " + range + ", got " + Shown(value);
        }

        internal static string Number(string name, string part, double value, double low, double high, string range)
        {
            return Turning.IsFinite(value) && value >= low && value <= high ? null : Refuse(name, part, range, value);
        }

        internal static string Finite(string name, string part, double value)
        {
            return Turning.IsFinite(value) ? null : Refuse(name, part, "a finite number", value);
        }

        internal static string Vector(string name, Vec3 v, double low, double high, string range)
        {
            return Number(name, ".X", v.X, low, high, range) ?? Number(name, ".Y", v.Y, low, high, range) ?? Number(name, ".Z", v.Z, low, high, range);
        }

        internal static string FiniteVector(string name, Vec3 v)
        {
            return Finite(name, ".X", v.X) ?? Finite(name, ".Y", v.Y) ?? Finite(name, ".Z", v.Z);
        }

        /// <summary>Each component above `low` and at most `high`.</summary>
        internal static string VectorAbove(string name, Vec3 v, double low, double high, string range)
        {
            if (!(Turning.IsFinite(v.X) && v.X > low && v.X <= high)) return Refuse(name, ".X", range, v.X);
            if (!(Turning.IsFinite(v.Y) && v.Y > low && v.Y <= high)) return Refuse(name, ".Y", range, v.Y);
            if (!(Turning.IsFinite(v.Z) && v.Z > low && v.Z <= high)) return Refuse(name, ".Z", range, v.Z);
            return null;
        }

        internal static string UnitQuaternion(string name, Quat q)
        {
            string problem = Finite(name, ".X", q.X) ?? Finite(name, ".Y", q.Y) ?? Finite(name, ".Z", q.Z) ?? Finite(name, ".W", q.W);
            if (problem != null) return problem;
            double length = Math.Sqrt(q.X * q.X + q.Y * q.Y + q.Z * q.Z + q.W * q.W);
            if (Math.Abs(length - 1) <= UnitQuaternionTolerance) return null;
            return name + ": must be a unit quaternion (its length within 0.0001 of 1), got length " + Shown(length);
        }

        /// <summary>A direction: finite and not zero.</summary>
        internal static string Direction(string name, Vec3 v)
        {
            string problem = FiniteVector(name, v);
            if (problem != null) return problem;
            return v.X != 0 || v.Y != 0 || v.Z != 0 ? null : name + ": must not be zero (a direction), got (0, 0, 0)";
        }

        /// <summary>Throws an ArgumentException, the message prefixed with its owner, when there is a problem.</summary>
        internal static void Throw(string owner, string problem)
        {
            if (problem != null) throw new ArgumentException(owner + problem);
        }
    }
}
