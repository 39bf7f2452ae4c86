// pid-steering for C#: what every turn controller shares. Plain C# with no engine dependency (Unity,
// Godot's C#, or any .NET); copy every .cs file of this folder. A port of the TypeScript reference
// (src/sim/control/TurnController.ts, turnTorque.ts, turnRateScaling.ts, brakingCurve.ts,
// src/sim/math/angle.ts) with the same floating-point operations in the same order: tests/ports
// holds its outputs to the reference's, bit for bit.
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

    /// <summary>
    /// The contract every turn controller follows: it maps a body's heading error to a commanded
    /// angular acceleration (rad/s^2). It never touches a body: <see cref="Turning.TurnTorque"/>
    /// clamps the command to the motor and makes it a torque.
    /// </summary>
    public interface ITurnController
    {
        /// <summary>The settings type it comes from, as the TypeScript names it: "pid", "stolk", "time-optimal"...</summary>
        string Type { get; }

        /// <summary>One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.</summary>
        double Update(TurnInput input);

        /// <summary>Forgets all history (integral, past errors, filters). Call it when the body gets a new goal.</summary>
        void Reset();

        /// <summary>
        /// Bumpless transfer when this controller replaces another mid-turn whose last command was
        /// previousCommand (rad/s^2). Controllers without history to prepare do nothing.
        /// </summary>
        void HandOver(TurnInput input, double previousCommand);

        /// <summary>Its memory, with the TypeScript's saveState() keys; empty for a controller that keeps none.</summary>
        ControllerMemory SaveState();

        /// <summary>
        /// Puts back a memory SaveState() gave (in any language), so that the next Update answers
        /// bit for bit as the saved controller would have. False, and nothing changed, when a key
        /// is missing or wrong. A controller that keeps no memory accepts any.
        /// </summary>
        bool RestoreState(ControllerMemory memory);
    }

    /// <summary>
    /// The ranges of the controllers' settings, the TypeScript reference's (settingRules.ts): each
    /// controller's static Check(settings) returns null or why not, naming the setting and its range,
    /// and its constructor throws that as an ArgumentException.
    /// </summary>
    internal static class SettingRanges
    {
        internal const double MaxGain = 1e6;
        internal const string Gain = " must be a number >= 0 and <= 1000000 (a negative gain turns the body away from its target)";
        internal const string Frequency = "NaturalFrequency must be a number > 0 and <= 3000";
        internal const string Damping = "DampingRatio must be a number >= 0 and <= 1000";
        internal const string History = "MaxHistory must be an integer >= 3 and <= 1000";

        internal static bool Within(double x, double low, double high) { return Turning.IsFinite(x) && x >= low && x <= high; }
        internal static bool IsGain(double x) { return Within(x, 0, MaxGain); }
        internal static bool IsGain(double? x) { return !x.HasValue || IsGain(x.Value); }
        internal static bool IsFrequency(double? x) { return !x.HasValue || (Turning.IsFinite(x.Value) && x.Value > 0 && x.Value <= 3000); }
        internal static bool IsDamping(double? x) { return !x.HasValue || Within(x.Value, 0, 1000); }
        internal static bool IsHistory(int n) { return n >= 3 && n <= 1000; }

        internal static void Throw(string problem)
        {
            if (problem != null) throw new ArgumentException(problem);
        }
    }

    /// <summary>Angles, the motor's clamp, the braking curve and the guarded torque call.</summary>
    public static partial class Turning
    {
        /// <summary>The double nearest to pi, as JavaScript's Math.PI and System.Math.PI.</summary>
        public const double Pi = 3.141592653589793;
        public const double TwoPi = 2 * Pi;
        /// <summary>The motor limit gains are read at when they scale with the turn rate: 4 pi rad/s^2.</summary>
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

        /// <summary>The steps TurnTorque takes, s (the TypeScript's TURN_STEP_RANGE): beyond them the controllers' arithmetic overflows.</summary>
        public const double MinTurnStep = 1e-6, MaxTurnStep = 10;

        /// <summary>The finite motor limits TurnTorque takes, rad/s^2 (the TypeScript's MOTOR_LIMIT_RANGE); +infinity, no clamp, too.</summary>
        public const double MinMotorLimit = 1e-6, MaxMotorLimit = 1e9;

        /// <summary>
        /// The torque (N m) that turns a body by `controller` this step: its command clamped to
        /// +- motorLimit (rad/s^2) times the inertia about the centre of mass (kg m^2). Apply it
        /// once per physics step, before the step (Unity's Rigidbody2D.AddTorque takes it as it is).
        /// Guarded as the TypeScript's turnTorque: when any input is NaN or infinite (motorLimit may
        /// be infinite: no clamp), dt is outside [MinTurnStep, MaxTurnStep], a finite limit outside
        /// [MinMotorLimit, MaxMotorLimit] or the inertia negative, the controller is not called (a bad reading cannot poison its integral or filters) and
        /// the torque is 0; a command that comes back NaN also gives 0.
        /// </summary>
        public static double TurnTorque(ITurnController controller, double headingError, double angularVelocity, double dt, double motorLimit, double inertia,
            double desiredHeadingRate = 0, double desiredHeadingAcceleration = 0)
        {
            if (!(IsFinite(headingError) && IsFinite(angularVelocity) && IsFinite(inertia) && inertia >= 0)) return 0;
            if (!(dt >= MinTurnStep && dt <= MaxTurnStep)) return 0;
            if (!((motorLimit >= MinMotorLimit && motorLimit <= MaxMotorLimit) || double.IsPositiveInfinity(motorLimit))) return 0;
            if (!(IsFinite(desiredHeadingRate) && IsFinite(desiredHeadingAcceleration))) return 0;
            var input = new TurnInput
            {
                HeadingError = headingError,
                AngularVelocity = angularVelocity,
                Dt = dt,
                MaxAngularAcceleration = motorLimit,
                Inertia = inertia,
                DesiredHeadingRate = desiredHeadingRate,
                DesiredHeadingAcceleration = desiredHeadingAcceleration,
            };
            double torque = ClampToMotor(controller.Update(input), motorLimit) * inertia;
            return IsFinite(torque) ? torque : 0;
        }

        /// <summary>
        /// A controller's command (rad/s^2) cut to +- the motor's limit; a command that is not
        /// finite after the cut (NaN, or infinite with no limit) is 0.
        /// </summary>
        public static double ClampToMotor(double command, double motorLimit)
        {
            double clamped = command > motorLimit ? motorLimit : command < -motorLimit ? -motorLimit : command;
            return IsFinite(clamped) ? clamped : 0.0;
        }

        /// <summary>
        /// r = motorLimit / 4 pi when enabled and the limit is a finite number above 0, else 1.
        /// Gains read at 4 pi scale as kp r, ki r^1.5, kd sqrt(r): a double-integrator body then
        /// turns at any limit as at 4 pi, only sqrt(4 pi / a) times slower.
        /// </summary>
        public static double TurnRateRatio(double motorLimit, bool enabled)
        {
            return enabled && motorLimit > 0 && motorLimit < double.PositiveInfinity ? motorLimit / ReferenceTurnRate : 1.0;
        }

        /// <summary>
        /// The largest closing rate (rad/s) at `distance` (rad) from which braking at
        /// `deceleration` (rad/s^2) from the next step on still stops within the distance, in the
        /// engine's semi-implicit Euler step dt: s = -a dt/2 + sqrt((a dt/2)^2 + 2 a d). With no
        /// limit (a infinite) it is the formula's limit as a grows, 2 d / dt (not inf - inf).
        /// </summary>
        public static double DiscreteBrakingRate(double distance, double deceleration, double dt)
        {
            if (double.IsPositiveInfinity(deceleration)) return (2 * distance) / dt;
            double halfStep = (deceleration * dt) / 2;
            return -halfStep + Math.Sqrt(halfStep * halfStep + 2 * deceleration * distance);
        }

        /// <summary>
        /// The closing rate a P-D loop asks for at `distance` when shaped by the braking curve
        /// (ArduPilot's square-root controller): k d up to the knee A/k^2, beyond it
        /// sqrt(2 A (d - A/(2 k^2))). The two branches meet at the knee with the same value and slope.
        /// </summary>
        public static double ShapedClosingRate(double distance, double k, double deceleration)
        {
            double knee = deceleration / (k * k);
            return distance <= knee ? k * distance : Math.Sqrt(2 * deceleration * (distance - knee / 2));
        }

        /// <summary>
        /// The proportional part -p e of a P-D law, shaped by the braking curve with A = 0.8 x the
        /// motor's limit beyond the knee |e| = A/k^2 (k = p/d). Unshaped, with p or d not above 0,
        /// or with no finite limit: -p e.
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

        /// <summary>Neither NaN nor infinite.</summary>
        public static bool IsFinite(double x)
        {
            return !double.IsNaN(x) && !double.IsInfinity(x);
        }

        /// <summary>The largest magnitude a controller keeps in its memory (the TypeScript's MEMORY_BOUND).</summary>
        public const double MemoryBound = 1e100;

        /// <summary>
        /// A value as a controller keeps it: cut to +-MemoryBound, NaN as 0, so that a memory always
        /// saves and restores whatever Update was given. Values within the bound are kept exactly.
        /// </summary>
        internal static double BoundedMemory(double value)
        {
            if (double.IsNaN(value)) return 0.0;
            return value > MemoryBound ? MemoryBound : value < -MemoryBound ? -MemoryBound : value;
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

        /// <summary>Whether the sign bit is set (true for -0).</summary>
        internal static bool IsNegative(double x)
        {
            return BitConverter.DoubleToInt64Bits(x) < 0;
        }
    }
}
