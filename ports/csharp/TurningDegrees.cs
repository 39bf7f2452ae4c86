// pid-steering for C#: the guarded torque call in the units of Unity's Rigidbody2D, whose rotation
// is in degrees, angularVelocity in degrees per second, and whose every member is a float. The
// controllers work in radians and doubles; this converts once, in double, and calls TurnTorque.
namespace PidSteering
{
    public static partial class Turning
    {
        /// <summary>Degrees to radians, in double: pi / 180.</summary>
        public const double RadiansPerDegree = Pi / 180;

        /// <summary>
        /// <see cref="TurnTorque"/> for a body measured in degrees and floats, as Unity's Rigidbody2D:
        /// headingErrorDegrees is its rotation minus the desired heading, degrees, any number of turns
        /// (it is wrapped here); angularVelocityDegreesPerSecond its angularVelocity; dt the step, s
        /// (Time.fixedDeltaTime). The motor's limit stays in rad/s^2 and the inertia in Unity's
        /// (radian) units, as Rigidbody2D.inertia reads: the torque comes back in the same radian
        /// units, for Rigidbody2D.AddTorque as it is. The desired heading's rate and acceleration,
        /// optional, in degrees per second and per second squared. Each degree value is widened to
        /// double before it is converted (a float times Mathf.Deg2Rad would round twice); the same
        /// guards hold (NaN or infinite readings give 0 and do not reach the controller), and a
        /// torque beyond a float's range gives 0 too.
        /// </summary>
        public static float TurnTorqueDegrees(ITurnController controller, float headingErrorDegrees, float angularVelocityDegreesPerSecond, float dt, float motorLimit, float inertia,
            float desiredHeadingRateDegreesPerSecond = 0, float desiredHeadingAccelerationDegreesPerSecond2 = 0)
        {
            double torque = TurnTorque(controller, WrapAngle(headingErrorDegrees * RadiansPerDegree), angularVelocityDegreesPerSecond * RadiansPerDegree, dt, motorLimit, inertia,
                desiredHeadingRateDegreesPerSecond * RadiansPerDegree, desiredHeadingAccelerationDegreesPerSecond2 * RadiansPerDegree);
            float single = (float)torque;
            return float.IsInfinity(single) ? 0f : single;
        }
    }
}
