// pid-steering for C#: the corrected PID and the time-optimal turn controller, plain C# with no
// engine dependency (Unity, Godot's C#, or any .NET). A port of the TypeScript reference
// (src/sim/control/PidController.ts in its corrected arithmetic, TimeOptimalController.ts,
// brakingCurve.ts, src/sim/math/angle.ts) with the same floating-point operations in the same
// order; a conformance test holds both to the reference's outputs within 1e-12.
using System;

namespace PidSteering
{
    /// <summary>
    /// What a turn controller sees each step. HeadingError is wrap(heading - desired heading) in
    /// (-pi, pi], radians: the article's sign convention, where a positive error means "turned too
    /// far counter-clockwise". It is the reverse of simple-pid and Arduino's PID (set-point -
    /// measurement). Angles in radians, counter-clockwise positive.
    /// </summary>
    public struct TurnInput
    {
        public double HeadingError;           // rad, in (-pi, pi]
        public double AngularVelocity;        // rad/s
        public double Dt;                     // the fixed step the physics advances after this call, s
        public double MaxAngularAcceleration; // the motor's limit, rad/s^2
        public double Inertia;                // rotational inertia about the centre of mass, kg m^2
        public double DesiredHeadingRate;     // how fast the desired heading turns, rad/s [0]
        public double DesiredHeadingAcceleration; // how fast that rate changes, rad/s^2 [0]
    }

    /// <summary>Angles, the braking curve and the torque helper shared by the controllers.</summary>
    public static class Turning
    {
        /// <summary>The double nearest to pi, as JavaScript's Math.PI and System.Math.PI.</summary>
        public const double Pi = 3.141592653589793;
        public const double TwoPi = 2 * Pi;
        /// <summary>The motor limit the PID's gains are read at when they scale with the turn rate: 4 pi rad/s^2.</summary>
        public const double ReferenceTurnRate = 4 * Pi;
        /// <summary>The fraction of the motor's limit a shaped controller plans its braking with (the rest is left to feedback).</summary>
        public const double BrakingFraction = 0.8;

        /// <summary>
        /// Wraps an angle into (-pi, pi]. Inside the range it is returned untouched; outside, one
        /// Floor finds how many whole turns to remove, which lands in [-pi, pi); the lower edge is
        /// then moved to the upper one.
        /// </summary>
        public static double WrapAngle(double angle)
        {
            if (angle > -Pi && angle <= Pi) return angle;
            double wrapped = angle - TwoPi * Math.Floor((angle + Pi) / TwoPi);
            if (wrapped <= -Pi) wrapped += TwoPi;
            return wrapped;
        }

        /// <summary>
        /// The torque to apply for a controller's command: the command (rad/s^2) clamped to +- the
        /// motor's limit, 0 when that is not a finite number (a NaN command, or an infinite one with
        /// no limit), times the rotational inertia about the centre of mass. Apply it once per
        /// physics step. (Unity's Rigidbody2D.AddTorque takes it as it is; see the guide for degrees.)
        /// </summary>
        public static double TurnTorque(double command, double maxAngularAcceleration, double inertia)
        {
            double clamped = ClampTo(command, maxAngularAcceleration);
            return double.IsNaN(clamped) || double.IsInfinity(clamped) ? 0.0 : clamped * inertia;
        }

        /// <summary>
        /// The largest closing rate (rad/s) at `distance` (rad) from which braking at
        /// `deceleration` (rad/s^2) from the next step on still stops within the distance, in the
        /// engine's semi-implicit Euler step dt. With the rate s this step the angle still covered
        /// is s dt + s^2/(2a) - s dt/2; equal to d, the quadratic's root is
        /// s = -a dt/2 + sqrt((a dt/2)^2 + 2 a d), the continuous sqrt(2 a d) as dt goes to 0.
        /// </summary>
        public static double DiscreteBrakingRate(double distance, double deceleration, double dt)
        {
            double halfStep = (deceleration * dt) / 2;
            return -halfStep + Math.Sqrt(halfStep * halfStep + 2 * deceleration * distance);
        }

        /// <summary>
        /// The closing rate a P-D loop asks for at `distance` when shaped by the braking curve
        /// (ArduPilot's square-root controller): k d up to the knee A/k^2, beyond it
        /// sqrt(2 A (d - A/(2 k^2))), the rate from which braking at A stops on the set-point. The
        /// two branches meet at the knee with the same value (A/k) and slope (k).
        /// </summary>
        public static double ShapedClosingRate(double distance, double k, double deceleration)
        {
            double knee = deceleration / (k * k);
            return distance <= knee ? k * distance : Math.Sqrt(2 * deceleration * (distance - knee / 2));
        }

        /// <summary>
        /// The proportional part -p e of a P-D law, shaped by the braking curve with A = 0.8 x the
        /// motor's limit. A PD asks the error to close at k |e| (k = p/d), which needs a deceleration
        /// of k^2 |e| that the motor has only while |e| &lt;= a/k^2; beyond the knee the wanted rate
        /// is the braking curve's. Unshaped, with p or d &lt;= 0, or with no finite limit: -p e.
        /// </summary>
        public static double ShapedProportional(double error, double p, double d, double motorLimit, bool shaped)
        {
            if (!shaped || !(d > 0) || !(p > 0) || !(motorLimit > 0 && motorLimit < double.PositiveInfinity)) return -p * error;
            double k = p / d;
            double deceleration = BrakingFraction * motorLimit;
            double distance = Math.Abs(error);
            if (distance <= deceleration / (k * k)) return -p * error;
            double closing = ShapedClosingRate(distance, k, deceleration);
            return error > 0 ? -d * closing : d * closing;
        }

        /// <summary>Clamps to +-limit (no change for an infinite limit; NaN passes through).</summary>
        internal static double ClampTo(double value, double limit)
        {
            return value > limit ? limit : value < -limit ? -limit : value;
        }

        /// <summary>JavaScript's Math.sign: NaN for NaN, the zero itself for +0 and -0, else -1 or +1.</summary>
        internal static double JsSign(double x)
        {
            return x > 0 ? 1.0 : x < 0 ? -1.0 : x;
        }

        /// <summary>JavaScript's Math.min of two numbers: NaN if either is, and -0 below +0.</summary>
        internal static double JsMin(double a, double b)
        {
            if (double.IsNaN(a) || double.IsNaN(b)) return double.NaN;
            if (a == b) return IsNegative(a) ? a : b;
            return a < b ? a : b;
        }

        /// <summary>JavaScript's Math.max of two numbers: NaN if either is, and +0 above -0.</summary>
        internal static double JsMax(double a, double b)
        {
            if (double.IsNaN(a) || double.IsNaN(b)) return double.NaN;
            if (a == b) return IsNegative(a) ? b : a;
            return a > b ? a : b;
        }

        private static bool IsNegative(double x)
        {
            return BitConverter.DoubleToInt64Bits(x) < 0;
        }
    }

    /// <summary>Settings of a <see cref="TimeOptimalController"/>.</summary>
    public sealed class TimeOptimalSettings
    {
        /// <summary>
        /// Gain of the linear zone near the target, 1/s: the closing rate is at most Gain x error.
        /// Null means 1/dt, landing on the target dead-beat; smaller is a softer, exponential finish.
        /// </summary>
        public double? Gain;
    }

    /// <summary>
    /// Bang-bang with a braking curve, exact for the fixed step. The fastest rest-to-rest turn by
    /// theta at a limit a accelerates for half the angle and brakes for the other half
    /// (T = 2 sqrt(theta/a)); put another way, turn as fast as you can while still able to stop in
    /// the angle left (<see cref="Turning.DiscreteBrakingRate"/>). Near the target that rate would
    /// jump past it, so it is capped at Gain x distance. The command is the acceleration that
    /// reaches the chosen rate this step, (s - current rate)/dt; the motor's clamp to +-a is the
    /// "bang". A moving set-point (rate w_d, acceleration alpha_d): the curve is ridden by the
    /// error, whose rate is w - w_d, so the command is alpha_d + (s - (w - w_d))/dt, braking with
    /// what is left of the limit, a - |alpha_d|.
    /// </summary>
    public sealed class TimeOptimalController
    {
        private readonly TimeOptimalSettings settings;

        public TimeOptimalController() : this(new TimeOptimalSettings()) { }

        public TimeOptimalController(TimeOptimalSettings settings)
        {
            this.settings = new TimeOptimalSettings { Gain = settings.Gain };
        }

        public double? Gain { get { return settings.Gain; } }

        /// <summary>Nothing to forget: the controller has no memory.</summary>
        public void Reset() { }

        /// <summary>One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.</summary>
        public double Update(TurnInput input)
        {
            double a = input.MaxAngularAcceleration;
            double dt = input.Dt;
            double setPointAcceleration = input.DesiredHeadingAcceleration;
            double errorRate = input.AngularVelocity - input.DesiredHeadingRate;
            double distance = Math.Abs(input.HeadingError);
            double direction = input.HeadingError > 0 ? -1.0 : 1.0; // the sign of the rate that removes the error
            double braking = Turning.DiscreteBrakingRate(distance, Turning.JsMax(0, a - Math.Abs(setPointAcceleration)), dt);
            double linear = (settings.Gain.HasValue ? settings.Gain.Value : 1 / dt) * distance;
            double rate = direction * Turning.JsMin(braking, linear);
            return setPointAcceleration + (rate - errorRate) / dt;
        }
    }
}
