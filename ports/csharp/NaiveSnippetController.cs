// pid-steering for C#: the PID of a typical blog post, bugs included
// (src/sim/control/NaiveSnippetController.ts), to race the others with: a sum of errors with no
// dt, a derivative on the error (a kick when the target jumps) with no dt, gains per frame.
namespace PidSteering
{
    /// <summary>Gains per frame at 60 frames a second: the PID's kp 60, ki 2, kd 14 as per-frame gains.</summary>
    public sealed class NaiveSnippetSettings
    {
        public double Kp = 60;
        public double Ki = 2.0 / 60;
        public double Kd = 14.0 * 60;
    }

    public sealed class NaiveSnippetController : ITurnController
    {
        private readonly double kp, ki, kd;
        private double sum;
        private double lastError;

        public NaiveSnippetController() : this(new NaiveSnippetSettings()) { }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(NaiveSnippetSettings s)
        {
            const string owner = "PidSteering.NaiveSnippetController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Ki)) return owner + "Ki" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public NaiveSnippetController(NaiveSnippetSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            kp = settings.Kp;
            ki = settings.Ki;
            kd = settings.Kd;
        }

        public string Type { get { return "naive-snippet"; } }

        public double Update(TurnInput input)
        {
            double error = input.HeadingError;
            sum = Turning.BoundedMemory(sum + error);
            double change = error - lastError;
            lastError = Turning.BoundedMemory(error);
            double proportional = -kp * error;
            double integral = -ki * sum;
            double derivative = -kd * change;
            return proportional + integral + derivative;
        }

        public void Reset()
        {
            sum = 0;
            lastError = 0;
        }

        /// <summary>Nothing to prepare: the snippet has no hand-over.</summary>
        public void HandOver(TurnInput input, double previousCommand) { }

        /// <summary>Keys: sum (of the errors), lastError.</summary>
        public ControllerMemory SaveState()
        {
            var memory = new ControllerMemory();
            memory.SetNumber("sum", sum);
            memory.SetNumber("lastError", lastError);
            return memory;
        }

        public bool RestoreState(ControllerMemory memory)
        {
            double savedSum, savedLastError;
            if (!memory.TryGetNumber("sum", out savedSum) || !memory.TryGetNumber("lastError", out savedLastError)) return false;
            sum = savedSum;
            lastError = savedLastError;
            return true;
        }
    }
}
