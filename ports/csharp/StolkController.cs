// pid-steering for C#: Bram Stolk's pid1 for turning (src/sim/control/StolkController.ts): a leaky
// integral, the derivative of the error, negative coefficients that steer against the error, and
// no derivative kick on the first sample after a reset.
namespace PidSteering
{
    /// <summary>Defaults that turn a body well (a spring of 60, a damper of 15); his suggested (-10, -2, -1) are barely damped.</summary>
    public sealed class StolkSettings
    {
        public double P = -60;
        public double I = -1;
        public double D = -15;
    }

    /// <summary>
    /// error = wrap(heading error); integral = (1 - dt) integral + dt error; derivative =
    /// (error - previous error) / dt; command = P error + I integral + D derivative.
    /// </summary>
    public sealed class StolkController : ITurnController
    {
        private readonly double p, i, d;
        private double previousError;
        private double integralError;
        private bool fresh = true;

        public StolkController() : this(new StolkSettings()) { }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(StolkSettings s)
        {
            const string owner = "PidSteering.StolkController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.Within(s.P, -SettingRanges.MaxGain, 0)) return owner + "P must be a number >= -1000000 and <= 0 (P = -kp: a positive P turns the body away from its target)";
            if (!SettingRanges.Within(s.I, -SettingRanges.MaxGain, 0)) return owner + "I must be a number >= -1000000 and <= 0 (I = -ki)";
            if (!SettingRanges.Within(s.D, -SettingRanges.MaxGain, 0)) return owner + "D must be a number >= -1000000 and <= 0 (D = -kd)";
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public StolkController(StolkSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            p = settings.P;
            i = settings.I;
            d = settings.D;
        }

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
            return p * error + i * integralError + d * derivativeError;
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
