// pid-steering for C#: the forces-and-torques article's two torque controllers ("Controlling Objects
// With Forces and Torques": ComputeTorque and the Stable Torque PD Controller), corrected: each is an
// AttitudeController with the 2D law it meant (src/sim/control3d/seed/correctedSeedControllers.ts).
// docs/controllers-3d.md shows each quirk of the code as published; the Unity guide
// (docs/box2d-unity-godot.md) runs the published code beside these.
namespace PidSteering
{
    public static class SeedControllers
    {
        /// <summary>
        /// ComputeTorque, corrected: the torque that reaches the wanted orientation, taken the short
        /// way, as fast as the motor allows (the time-optimal law along the axis). With no limit in
        /// practice (1e9 rad/s^2) it is the article's one-step move, I (theta n/dt - w)/dt, a torque.
        /// </summary>
        public static AttitudeController CorrectedComputeTorque(AttitudeOptions options = null)
        {
            return new AttitudeController(new TimeOptimalController(), options ?? new AttitudeOptions());
        }

        /// <summary>
        /// The Stable Torque PD, corrected: David Wu's stable PD with the article's gains for
        /// `frequency` and `damping` (kp = (6f)^2/4, kd = 4.5 f damping: w = 3f rad/s,
        /// zeta = 0.75 damping), applied as the stable PD's, neither scaled with the motor nor shaped by
        /// its braking curve, along the axis of the short-way error, the inertia tensor in its right frame.
        /// </summary>
        public static AttitudeController CorrectedStableTorquePd(double frequency, double damping, AttitudeOptions options = null)
        {
            PdGains gains = NaturalFrequency.Gains(3 * frequency, 0.75 * damping);
            var law = new StablePdController(new StablePdSettings { Kp = gains.Kp, Kd = gains.Kd, ScaleWithTurnRate = false, BrakingCurve = false });
            return new AttitudeController(law, options ?? new AttitudeOptions());
        }
    }
}
