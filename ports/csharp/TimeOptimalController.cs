// pid-steering for C#: the time-optimal turn controller (src/sim/control/TimeOptimalController.ts),
// with the same floating-point operations in the same order.
using System;

namespace PidSteering
{
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
    /// error, whose rate is w - w_d, braking with what is left of the limit, a - |alpha_d|.
    /// </summary>
    public sealed class TimeOptimalController : ITurnController
    {
        private readonly double? gain;

        public TimeOptimalController() : this(new TimeOptimalSettings()) { }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(TimeOptimalSettings s)
        {
            const string owner = "PidSteering.TimeOptimalController: ";
            if (s == null) return owner + "settings must not be null";
            if (s.Gain.HasValue && !(Turning.IsFinite(s.Gain.Value) && s.Gain.Value > 0 && s.Gain.Value <= SettingRanges.MaxGain)) return owner + "Gain must be a number > 0 and <= 1000000 (a negative gain turns the body away from its target)";
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public TimeOptimalController(TimeOptimalSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            gain = settings.Gain;
        }

        public string Type { get { return "time-optimal"; } }

        public double? Gain { get { return gain; } }

        public double Update(TurnInput input)
        {
            double a = input.MaxAngularAcceleration;
            double dt = input.Dt;
            double setPointAcceleration = input.DesiredHeadingAcceleration;
            double errorRate = input.AngularVelocity - input.DesiredHeadingRate;
            double distance = Math.Abs(input.HeadingError);
            double direction = input.HeadingError > 0 ? -1.0 : 1.0; // the sign of the rate that removes the error
            double braking = Turning.DiscreteBrakingRate(distance, Turning.JsMax(0, a - Math.Abs(setPointAcceleration)), dt);
            double linear = (gain.HasValue ? gain.Value : 1 / dt) * distance;
            double rate = direction * Turning.JsMin(braking, linear);
            return setPointAcceleration + (rate - errorRate) / dt;
        }

        /// <summary>Nothing to forget: the controller has no memory.</summary>
        public void Reset() { }
        public void HandOver(TurnInput input, double previousCommand) { }
        public ControllerMemory SaveState() { return new ControllerMemory(); }
        public bool RestoreState(ControllerMemory memory) { return true; }
    }
}
