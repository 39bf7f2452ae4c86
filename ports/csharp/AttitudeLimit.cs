// pid-steering for C#: the motor of a body turning in 3D, a bound on its angular acceleration or on
// the torque about each of its own axes (a ship's thrusters), what it allows along one axis, and how
// much of a further torque still fits (src/sim/control3d/AttitudeLimit.ts).
using System;

namespace PidSteering
{
    /// <summary>
    /// The motor: a bound on |angular acceleration| (rad/s^2, in [1e-6, 1e9] or +infinity), or a bound
    /// on |torque| about each BODY axis (N m, each in [1e-9, 1e18] or +infinity). Make one with
    /// <see cref="Acceleration"/> or <see cref="Torques"/>.
    /// </summary>
    public struct AttitudeLimit
    {
        /// <summary>Whether the bound is on the torque about each body axis (else on |angular acceleration|).</summary>
        public bool PerAxis;
        public double MaxAngularAcceleration;
        public Vec3 MaxTorque;

        public const double MinTorque = 1e-9, MaxTorqueLimit = 1e18;

        public static AttitudeLimit Acceleration(double maxAngularAcceleration)
        {
            return new AttitudeLimit { MaxAngularAcceleration = maxAngularAcceleration };
        }

        public static AttitudeLimit Torques(Vec3 maxTorque)
        {
            return new AttitudeLimit { PerAxis = true, MaxTorque = maxTorque };
        }

        private static bool LimitOrInfinity(double value, double low, double high)
        {
            return double.IsPositiveInfinity(value) || (Turning.IsFinite(value) && value >= low && value <= high);
        }

        internal string Check()
        {
            if (!PerAxis)
            {
                return LimitOrInfinity(MaxAngularAcceleration, Turning.MinMotorLimit, Turning.MaxMotorLimit) ? null :
                    Check3D.Refuse("Limit.MaxAngularAcceleration", "", "a number >= 1E-06 and <= 1000000000 rad/s^2, or infinity", MaxAngularAcceleration);
            }
            const string range = "a number >= 1E-09 and <= 1E+18 N m, or infinity";
            if (!LimitOrInfinity(MaxTorque.X, MinTorque, MaxTorqueLimit)) return Check3D.Refuse("Limit.MaxTorque", ".X", range, MaxTorque.X);
            if (!LimitOrInfinity(MaxTorque.Y, MinTorque, MaxTorqueLimit)) return Check3D.Refuse("Limit.MaxTorque", ".Y", range, MaxTorque.Y);
            if (!LimitOrInfinity(MaxTorque.Z, MinTorque, MaxTorqueLimit)) return Check3D.Refuse("Limit.MaxTorque", ".Z", range, MaxTorque.Z);
            return null;
        }

        /// <summary>
        /// The largest angular acceleration along a unit axis n the torque limits allow (rad/s^2),
        /// beside a body-frame torque `spent` already given to something else: a turn at alpha along n
        /// needs the body-frame torque alpha (I_body n), `torquePerAcceleration`, so
        /// alpha(n) = min_i (T_i - |spent_i|) / |(I_body n)_i| over the axes the turn loads (one it does
        /// not load bounds nothing). Infinity when no limited axis is loaded.
        /// </summary>
        public static double TorqueBudget(Vec3 maxTorque, Vec3 torquePerAcceleration, Vec3 spent)
        {
            return Turning.JsMax(0, Turning.JsMin(Turning.JsMin(RoomAbout(maxTorque.X, spent.X, torquePerAcceleration.X), RoomAbout(maxTorque.Y, spent.Y, torquePerAcceleration.Y)),
                RoomAbout(maxTorque.Z, spent.Z, torquePerAcceleration.Z)));
        }

        /// <summary>The acceleration along n one axis leaves room for: (limit - |spent|)/|load|; an axis the turn does not load bounds nothing (infinity), however much of it is spent.</summary>
        private static double RoomAbout(double limit, double spent, double load)
        {
            return load == 0 ? double.PositiveInfinity : (limit - Math.Abs(spent)) / Math.Abs(load);
        }

        /// <summary>The largest s in [0, 1] for which base + s extra stays within +-maxTorque about every axis, given that `base` already does.</summary>
        internal static double FittingShare(Vec3 baseTorque, Vec3 extra, Vec3 maxTorque)
        {
            return Turning.JsMin(Turning.JsMin(Turning.JsMin(1, ShareAbout(baseTorque.X, extra.X, maxTorque.X)), ShareAbout(baseTorque.Y, extra.Y, maxTorque.Y)), ShareAbout(baseTorque.Z, extra.Z, maxTorque.Z));
        }

        private static double ShareAbout(double baseTorque, double extra, double limit)
        {
            if (extra == 0 || double.IsPositiveInfinity(limit)) return 1;
            double room = extra > 0 ? limit - baseTorque : -limit - baseTorque;
            return Turning.JsMax(0, room / extra);
        }
    }
}
