// pid-steering for C#: the article's PID as published, quirks included
// (src/sim/control/PublishedPidController.ts). Kept to reproduce "PID Control of Physics Bodies"
// output for output, not to steer with: use PidController for a PID that is right.
using System;

namespace PidSteering
{
    /// <summary>The settings the article's arithmetic reads; defaults: its missile (kp 1, ki 0.05, kd 5), a window of 7, dt 0.01 s.</summary>
    public sealed class PublishedPidSettings
    {
        public double Kp = 1;
        public double Ki = 0.05;
        public double Kd = 5;
        public double KPlant = 1;
        /// <summary>Error samples kept, 3 to 1000. [7]</summary>
        public int MaxHistory = 7;
        /// <summary>The class's own step, s (the article's demo never set it). [0.01]</summary>
        public double AsPublishedDt = 0.01;

        public PublishedPidSettings Clone()
        {
            return (PublishedPidSettings)MemberwiseClone();
        }
    }

    /// <summary>
    /// The article's C++ PIDController, output for output. Its quirks: no output (0) until 3
    /// samples are in the window; the Simpson weights 1, 4, 2, 4, ..., 1 applied to any window
    /// length and the sum divided by 3 dt instead of multiplied by dt/3; its own dt rather than the
    /// physics step; an unwrapped derivative. As a turn controller Update returns -output.
    /// </summary>
    public sealed class PublishedPidController : ITurnController
    {
        private PublishedPidSettings settings;
        private ErrorWindow history;
        private double lastOutput;

        public PublishedPidController() : this(new PublishedPidSettings()) { }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public PublishedPidController(PublishedPidSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            this.settings = settings.Clone();
            history = new ErrorWindow(settings.MaxHistory);
        }

        public static bool IsValid(PublishedPidSettings settings)
        {
            return Check(settings) == null;
        }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(PublishedPidSettings s)
        {
            const string owner = "PidSteering.PublishedPidController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Ki)) return owner + "Ki" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.KPlant)) return owner + "KPlant" + SettingRanges.Gain;
            if (!SettingRanges.IsHistory(s.MaxHistory)) return owner + SettingRanges.History;
            if (!SettingRanges.Within(s.AsPublishedDt, 0.001, 1)) return owner + "AsPublishedDt must be a number >= 0.001 and <= 1 (below 1 ms its integral overflows)";
            return null;
        }

        public string Type { get { return "pid"; } }

        public PublishedPidSettings Settings { get { return settings.Clone(); } }

        public double LastOutput { get { return lastOutput; } }

        /// <summary>Changes gains live; a new window length restarts the history. False, and nothing changed, for invalid settings.</summary>
        public bool Configure(PublishedPidSettings changed)
        {
            if (!IsValid(changed)) return false;
            bool resize = changed.MaxHistory != settings.MaxHistory;
            settings = changed.Clone();
            if (resize)
            {
                history = new ErrorWindow(settings.MaxHistory);
                Reset();
            }
            return true;
        }

        /// <summary>The article's ResetHistory. Gains are kept.</summary>
        public void Reset()
        {
            history.Clear();
            lastOutput = 0;
        }

        /// <summary>The article's AddSample followed by CalculateNextOutput: returns the new output.</summary>
        public double AddSample(double error)
        {
            history.Push(error);
            double result = Output();
            lastOutput = Turning.BoundedMemory(result);
            return result;
        }

        /// <summary>-output for the heading error alone, as the article's missile does.</summary>
        public double Update(TurnInput input)
        {
            return -AddSample(input.HeadingError);
        }

        /// <summary>A bumpless start mid-turn: a window of the current error changing at the body's rate.</summary>
        public void HandOver(TurnInput input, double previousCommand)
        {
            Reset();
            history.FillWithRamp(input.HeadingError, input.AngularVelocity - input.DesiredHeadingRate, input.Dt);
        }

        /// <summary>Keys: errors (oldest first), lastOutput.</summary>
        public ControllerMemory SaveState()
        {
            var memory = new ControllerMemory();
            memory.SetNumbers("errors", history.Values());
            memory.SetNumber("lastOutput", lastOutput);
            return memory;
        }

        public bool RestoreState(ControllerMemory memory)
        {
            double[] errors;
            double output;
            if (!memory.TryGetNumbers("errors", history.Capacity, out errors) || !memory.TryGetNumber("lastOutput", out output)) return false;
            history.SetValues(errors);
            lastOutput = output;
            return true;
        }

        // The C++ class's CalculateNextOutput, its order of operations kept for equal rounding.
        private double Output()
        {
            int n = history.Count;
            if (n < 3) return 0;
            PublishedPidSettings s = settings;
            double dt = s.AsPublishedDt;
            double proportional = s.Kp * history.At(n - 1);
            double integral = 0;
            for (int i = 1; i < n - 1; i += 2) integral += 4 * history.At(i);
            for (int i = 2; i < n - 1; i += 2) integral += 2 * history.At(i);
            integral += history.At(0);
            integral += history.At(n - 1);
            integral /= 3 * dt;
            integral *= s.Ki;
            double derivative = (s.Kd * (history.At(n - 1) - history.At(n - 2))) / dt;
            return s.KPlant * (proportional + integral + derivative);
        }
    }
}
