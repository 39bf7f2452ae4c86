// pid-steering for C#: what a 3D attitude controller is given each step, and the one check of it
// (src/sim/control3d/AttitudeInput.ts): every field named in the refusal with its range, so a bad
// number never reaches the controller's memory or the physics.
namespace PidSteering
{
    /// <summary>One step toward a wanted orientation. Every vector is in the world frame.</summary>
    public struct AttitudeInput
    {
        /// <summary>The body's orientation, a unit quaternion (body -> world): Unity's rb.rotation.</summary>
        public Quat Orientation;
        /// <summary>The wanted orientation, a unit quaternion.</summary>
        public Quat DesiredOrientation;
        /// <summary>The body's angular velocity, rad/s (Unity's rb.angularVelocity), each component within +-1e6.</summary>
        public Vec3 AngularVelocity;
        /// <summary>The wanted orientation's rate, rad/s, fed forward [0].</summary>
        public Vec3 DesiredAngularVelocity;
        /// <summary>The wanted orientation's angular acceleration, rad/s^2, fed forward [0].</summary>
        public Vec3 DesiredAngularAcceleration;
        /// <summary>The fixed step the physics advances after this call, s, in [1e-6, 10] (Unity's Time.fixedDeltaTime).</summary>
        public double Dt;
        public InertiaTensor Inertia;
        public AttitudeLimit Limit;
    }

    /// <summary>One step given the error itself: <see cref="Error"/> is the rotation vector of q (x) q_d^-1 (world, rad, |error| at most pi).</summary>
    public struct AttitudeErrorInput
    {
        public Quat Orientation;
        public Vec3 Error;
        public Vec3 AngularVelocity;
        public Vec3 DesiredAngularVelocity;
        public Vec3 DesiredAngularAcceleration;
        public double Dt;
        public InertiaTensor Inertia;
        public AttitudeLimit Limit;
    }

    internal static class AttitudeChecks
    {
        /// <summary>The angular velocities the controllers take, rad/s, each component.</summary>
        internal const double MaxAngularVelocity = 1e6;

        /// <summary>The fields every update shares, in the reference's order: null, or the refusal naming the first bad one.</summary>
        internal static string State(Quat orientation, Vec3 angularVelocity, Vec3 desiredRate, Vec3 desiredAcceleration, double dt, InertiaTensor inertia, AttitudeLimit limit)
        {
            const string rate = "a number >= -1000000 and <= 1000000";
            return Check3D.UnitQuaternion("Orientation", orientation)
                ?? Check3D.Vector("AngularVelocity", angularVelocity, -MaxAngularVelocity, MaxAngularVelocity, rate)
                ?? Check3D.Vector("DesiredAngularVelocity", desiredRate, -MaxAngularVelocity, MaxAngularVelocity, rate)
                ?? Check3D.Vector("DesiredAngularAcceleration", desiredAcceleration, -Turning.MaxMotorLimit, Turning.MaxMotorLimit, "a number >= -1000000000 and <= 1000000000")
                ?? Check3D.Number("Dt", "", dt, Turning.MinTurnStep, Turning.MaxTurnStep, "a number >= 1E-06 and <= 10")
                ?? PidSteering.Inertia.Check(inertia)
                ?? limit.Check();
        }

        internal static string Input(AttitudeInput i)
        {
            return State(i.Orientation, i.AngularVelocity, i.DesiredAngularVelocity, i.DesiredAngularAcceleration, i.Dt, i.Inertia, i.Limit) ?? Check3D.UnitQuaternion("DesiredOrientation", i.DesiredOrientation);
        }

        internal static string ErrorInput(AttitudeErrorInput i)
        {
            string problem = State(i.Orientation, i.AngularVelocity, i.DesiredAngularVelocity, i.DesiredAngularAcceleration, i.Dt, i.Inertia, i.Limit) ?? Check3D.FiniteVector("Error", i.Error);
            if (problem != null) return problem;
            double length = System.Math.Sqrt(i.Error.X * i.Error.X + i.Error.Y * i.Error.Y + i.Error.Z * i.Error.Z);
            // pi and a rounding's worth: a short-way vector computed by the caller may come out an ulp long.
            return length <= System.Math.PI * (1 + 1e-12) ? null : "Error: must be a rotation vector no longer than pi (the short way), got length " + Check3D.Shown(length);
        }
    }
}
