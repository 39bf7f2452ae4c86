// pid-steering for C#: Bram Stolk's pid1 for turning (src/sim/control/StolkController.ts): a leaky
// integral, the derivative of the error, gains that steer against the error, and no derivative
// kick on the first sample after a reset.
namespace PidSteering
{
    /// <summary>
    /// Its gains, named and signed as every other controller's (a positive gain turns the body
    /// toward its target), each optional: null, the default that turns a body well (a spring of 60,
    /// a damper of 15). His suggested (-10, -2, -1), in his sign, are Kp 10, Ki 2, Kd 1.
    /// </summary>
    public sealed class StolkSettings
    {
        /// <summary>(rad/s^2)/rad, >= 0. [null: 60]</summary>
        public double? Kp;
        /// <summary>On the leaky integral, (rad/s^2)/(rad s), >= 0. [null: 1]</summary>
        public double? Ki;
        /// <summary>(rad/s^2)/(rad/s), >= 0. [null: 15]</summary>
        public double? Kd;
        /// <summary>Old name of Kp, still read: his own p, with his sign (P = -Kp, &lt;= 0). Give Kp or P, not both.</summary>
        public double? P;
        /// <summary>Old name of Ki, still read: his own i, with his sign (I = -Ki, &lt;= 0). Give Ki or I, not both.</summary>
        public double? I;
        /// <summary>Old name of Kd, still read: his own d, with his sign (D = -Kd, &lt;= 0). Give Kd or D, not both.</summary>
        public double? D;
    }

    /// <summary>
    /// error = wrap(heading error); integral = (1 - dt) integral + dt error; derivative =
    /// (error - previous error) / dt; command = -(Kp error + Ki integral + Kd derivative).
    /// </summary>
    public sealed class StolkController : ITurnController
    {
        private readonly double kp, ki, kd;
        private double previousError;
        private double integralError;
        private bool fresh = true;

        public StolkController() : this(new StolkSettings()) { }

        /// <summary>
        /// Null when the settings are within the reference's ranges; else why not, naming the
        /// setting: an old name out of his sign's range, a gain given under both names, a gain out of its range.
        /// </summary>
        public static string Check(StolkSettings s)
        {
            const string owner = "PidSteering.StolkController: ";
            if (s == null) return owner + "settings must not be null";
            string problem = CheckOldName(s.P, s.Kp, "P", "Kp") ?? CheckOldName(s.I, s.Ki, "I", "Ki") ?? CheckOldName(s.D, s.Kd, "D", "Kd");
            if (problem != null) return owner + problem;
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Ki)) return owner + "Ki" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            return null;
        }

        /// <summary>Null when the old name is unset, or within his sign's range and its new name unset; else why not.</summary>
        private static string CheckOldName(double? old, double? named, string oldName, string name)
        {
            if (!old.HasValue) return null;
            if (!SettingRanges.Within(old.Value, -SettingRanges.MaxGain, 0)) return oldName + " must be a number >= -1000000 and <= 0 (the old name of " + name + ": " + oldName + " = -" + name + ")";
            if (named.HasValue) return "give " + name + " or its old name " + oldName + ", not both";
            return null;
        }

        /// <summary>The gain given under its name, else under its old one (sign flipped; + 0 makes -0 a 0), else the default.</summary>
        private static double Gain(double? named, double? old, double fallback)
        {
            if (named.HasValue) return named.Value;
            return old.HasValue ? -old.Value + 0.0 : fallback;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range, or given under both names (see Check).</summary>
        public StolkController(StolkSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            kp = Gain(settings.Kp, settings.P, 60);
            ki = Gain(settings.Ki, settings.I, 1);
            kd = Gain(settings.Kd, settings.D, 15);
        }

        /// <summary>The gains it runs with, under their names (the old names null).</summary>
        public StolkSettings Settings { get { return new StolkSettings { Kp = kp, Ki = ki, Kd = kd }; } }

        public string Type { get { return "stolk"; } }

        public void Reset()
        {
            previousError = 0;
            integralError = 0;
            fresh = true;
        }

        public double Update(TurnInput input)
        {
            double dt = input.Dt;
            if (dt <= 0) return 0;
            double error = Turning.WrapAngle(input.HeadingError);
            if (fresh)
            {
                integralError = Turning.BoundedMemory(error);
                previousError = Turning.BoundedMemory(error);
            }
            integralError = Turning.BoundedMemory((1 - dt) * integralError + dt * error);
            double derivativeError = (error - previousError) / dt;
            previousError = Turning.BoundedMemory(error);
            fresh = false;
            // -Kp error is his P error with P = -Kp, bit for bit (a negation is exact).
            double proportional = -kp * error;
            double integral = -ki * integralError;
            double derivative = -kd * derivativeError;
            return proportional + integral + derivative;
        }

        /// <summary>Nothing to prepare: his controller has no hand-over.</summary>
        public void HandOver(TurnInput input, double previousCommand) { }

        /// <summary>Keys: previousError, integralError, fresh (the next sample is the first).</summary>
        public ControllerMemory SaveState()
        {
            var memory = new ControllerMemory();
            memory.SetNumber("previousError", previousError);
            memory.SetNumber("integralError", integralError);
            memory.SetBoolean("fresh", fresh);
            return memory;
        }

        public bool RestoreState(ControllerMemory memory)
        {
            double previous, integral;
            bool first;
            if (!memory.TryGetNumber("previousError", out previous) || !memory.TryGetNumber("integralError", out integral) || !memory.TryGetBoolean("fresh", out first)) return false;
            previousError = previous;
            integralError = integral;
            fresh = first;
            return true;
        }
    }
}
