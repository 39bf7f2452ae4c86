// pid-steering for C#: the forward PD, a spring and a damper (src/sim/control/ForwardPdController.ts):
// alpha = alpha_d - kp e - kd (w - w_d), the gains scaled to the motor and large turns shaped by its
// braking curve. It computes the acceleration from the state now, which the step applies for a
// whole dt: stable only while kd dt < 2 and kp dt^2 < 4 - 2 kd dt (the stable PD has no such limit).
using System;

namespace PidSteering
{
    public sealed class ForwardPdSettings
    {
        /// <summary>Spring, (rad/s^2)/rad. [60]</summary>
        public double Kp = 60;
        /// <summary>Damper, (rad/s^2)/(rad/s) of the error's rate. [14]</summary>
        public double Kd = 14;
        /// <summary>When set, kp = w^2 and kd = 2 zeta w replace Kp and Kd. [null]</summary>
        public double? NaturalFrequency;
        /// <summary>zeta, with NaturalFrequency. [null, meaning 1]</summary>
        public double? DampingRatio;
        /// <summary>Read the gains at 4 pi rad/s^2 and scale them to the motor's limit. [true]</summary>
        public bool ScaleWithTurnRate = true;
        /// <summary>Shape large turns by the motor's braking curve. [true]</summary>
        public bool BrakingCurve = true;
    }

    public sealed class ForwardPdController : ITurnController
    {
        private readonly double kp, kd;
        private readonly bool scaleWithTurnRate, brakingCurve;

        public ForwardPdController() : this(new ForwardPdSettings()) { }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(ForwardPdSettings s)
        {
            const string owner = "PidSteering.ForwardPdController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            if (!SettingRanges.IsFrequency(s.NaturalFrequency)) return owner + SettingRanges.Frequency;
            if (!SettingRanges.IsDamping(s.DampingRatio)) return owner + SettingRanges.Damping;
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public ForwardPdController(ForwardPdSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            PdGains gains = settings.NaturalFrequency.HasValue
                ? NaturalFrequency.Gains(settings.NaturalFrequency.Value, settings.DampingRatio.HasValue ? settings.DampingRatio.Value : 1)
                : new PdGains { Kp = settings.Kp, Kd = settings.Kd };
            kp = gains.Kp;
            kd = gains.Kd;
            scaleWithTurnRate = settings.ScaleWithTurnRate;
            brakingCurve = settings.BrakingCurve;
        }

        public string Type { get { return "pd"; } }

        public double Update(TurnInput input)
        {
            double limit = input.MaxAngularAcceleration;
            double r = Turning.TurnRateRatio(limit, scaleWithTurnRate);
            double scaledKp = kp * r;
            double scaledKd = kd * Math.Sqrt(r);
            double proportional = Turning.ShapedProportional(input.HeadingError, scaledKp, scaledKd, limit, brakingCurve);
            double derivative = -scaledKd * (input.AngularVelocity - input.DesiredHeadingRate);
            return proportional + derivative + input.DesiredHeadingAcceleration;
        }

        /// <summary>Nothing to forget: the controller has no memory.</summary>
        public void Reset() { }
        public void HandOver(TurnInput input, double previousCommand) { }
        public ControllerMemory SaveState() { return new ControllerMemory(); }
        public bool RestoreState(ControllerMemory memory) { return true; }
    }
}
