// pid-steering for C#: AttitudeController, which turns a rigid body in 3D by torque along the
// eigenaxis of its error with any 2D turn controller as the law along that axis, the motion across
// it damped, within its motor (src/sim/control3d/AttitudeController.ts, with the same floating-point
// operations in the same order; docs/controllers-3d.md derives it).
using System;

namespace PidSteering
{
    /// <summary>What an AttitudeController does besides its 2D law.</summary>
    public sealed class AttitudeOptions
    {
        /// <summary>
        /// Add w x I_world w to the torque, for an engine that integrates the gyroscopic term (Rapier,
        /// Bullet by default); PhysX as Unity sets it up does not. [false]
        /// </summary>
        public bool Gyroscopic;
        /// <summary>How far past 180 degrees the controller keeps turning the way it was, rad, in [0, 0.5]; 0 turns the hysteresis off. [0.1]</summary>
        public double Hysteresis = 0.1;
        /// <summary>The rate motion across the error's axis is damped at, 1/s, in (0, 1e6]. [10: 95% gone in 0.3 s]</summary>
        public double CrossAxisDamping = 10;
    }

    /// <summary>
    /// Turns a rigid body in 3D by torque. The error is q_e = q (x) q_d^-1 (current (x) wanted^-1,
    /// the library's sign), taken the short way with hysteresis near 180 degrees: an angle theta
    /// about an axis n (world). Along n the 2D law is CALLED with the heading error theta, the angular
    /// velocity w.n, the set-point's rate and acceleration along n, the motor's budget along n as its
    /// MaxAngularAcceleration and the inertia about n; its command, clamped to that budget, is the
    /// angular acceleration along n. Across n the error's angular velocity is damped. The torque is
    /// tau = I_world alpha (plus w x I_world w with Gyroscopic), in the world frame: Unity's
    /// Rigidbody.AddTorque takes it as it is (ForceMode.Force). What holds the axis gets the motor
    /// first; the law gets the rest. Update checks every field first and throws an ArgumentException
    /// naming a bad one ("PidSteering.AttitudeController: Inertia.Moments.Y: must be ..."); then
    /// nothing, the 2D law's memory included, has changed.
    /// </summary>
    public sealed class AttitudeController
    {
        private const string Owner = "PidSteering.AttitudeController: ";
        private readonly ITurnController turn;
        private readonly bool gyroscopic;
        private readonly double hysteresis, crossAxisDamping;
        private readonly ErrorSide side = new ErrorSide();
        private Quat orientation, errorRotation;
        private Vec3 error;
        private Vec3 lastAxis = new Vec3(0, 0, 1), lastAcceleration;
        private double lastAngle, lastBudget;
        // The last step's input to the 2D law and its command along the axis (rad/s^2), for HandOver.
        private TurnInput lastAlongInput;
        private double lastAlong;
        private bool stepped;

        public AttitudeController(ITurnController turn) : this(turn, new AttitudeOptions()) { }

        /// <summary>`turn` is the 2D law along the axis (its memory is this controller's). Throws an ArgumentException naming a bad argument.</summary>
        public AttitudeController(ITurnController turn, AttitudeOptions options)
        {
            if (turn == null) throw new ArgumentException(Owner + "turn must be an ITurnController, got null");
            SettingRanges.Throw(Check(options));
            this.turn = turn;
            gyroscopic = options.Gyroscopic;
            hysteresis = options.Hysteresis;
            crossAxisDamping = options.CrossAxisDamping;
        }

        /// <summary>Null when the options are within their ranges; else why not, naming the option.</summary>
        public static string Check(AttitudeOptions o)
        {
            if (o == null) return Owner + "options must not be null";
            if (!(Turning.IsFinite(o.Hysteresis) && o.Hysteresis >= 0 && o.Hysteresis <= ErrorSide.MaxHysteresis)) return Owner + "Hysteresis must be a number >= 0 and <= 0.5 (rad past 180 degrees)";
            if (!(Turning.IsFinite(o.CrossAxisDamping) && o.CrossAxisDamping > 0 && o.CrossAxisDamping <= 1e6)) return Owner + "CrossAxisDamping must be a number > 0 and <= 1000000 (1/s)";
            return null;
        }

        /// <summary>The 2D law along the axis.</summary>
        public ITurnController Turn { get { return turn; } }
        /// <summary>The unit axis (world) of the last step's error.</summary>
        public Vec3 Axis { get { return lastAxis; } }
        /// <summary>The angle of the last step's error, rad: in [0, pi], or up to pi + hysteresis while the side is kept.</summary>
        public double Angle { get { return lastAngle; } }
        /// <summary>The angular acceleration the last step commanded (world, rad/s^2), after the limits, the gyroscopic part not included.</summary>
        public Vec3 AngularAcceleration { get { return lastAcceleration; } }
        /// <summary>The 2D law's budget the last step, rad/s^2: what the limit left after what holds the axis.</summary>
        public double Budget { get { return lastBudget; } }

        /// <summary>One step toward input.DesiredOrientation: the world torque to apply this step, N m.</summary>
        public Vec3 Update(AttitudeInput input)
        {
            Check3D.Throw(Owner, AttitudeChecks.Input(input));
            orientation = Math3D.Normalized(input.Orientation);
            errorRotation = Math3D.MultiplyByInverse(orientation, Math3D.Normalized(input.DesiredOrientation));
            error = Math3D.ShortRotationVector(errorRotation);
            return Steer(input.AngularVelocity, input.DesiredAngularVelocity, input.DesiredAngularAcceleration, input.Dt, input.Inertia, input.Limit);
        }

        /// <summary>One step given the error's rotation vector instead of the wanted orientation (|error| at most pi).</summary>
        public Vec3 UpdateFromError(AttitudeErrorInput input)
        {
            Check3D.Throw(Owner, AttitudeChecks.ErrorInput(input));
            orientation = Math3D.Normalized(input.Orientation);
            error = input.Error;
            errorRotation = Math3D.FromRotationVector(error);
            return Steer(input.AngularVelocity, input.DesiredAngularVelocity, input.DesiredAngularAcceleration, input.Dt, input.Inertia, input.Limit);
        }

        /// <summary>Forgets the 2D law's history and the axis and side of the error.</summary>
        public void Reset()
        {
            turn.Reset();
            side.Reset();
            stepped = false;
        }

        /// <summary>
        /// Bumpless transfer: call it on this controller when it replaces `previous` mid-command. It
        /// takes the error's axis and side from it and hands its 2D law the last step's input along
        /// the axis and the acceleration commanded there (the law's HandOver), so the turn goes on
        /// without a jump. From a controller that has not stepped since its reset or restore (or
        /// null) it starts afresh.
        /// </summary>
        public void HandOver(AttitudeController previous)
        {
            Reset();
            if (previous == null || ReferenceEquals(previous, this) || !previous.stepped) return;
            side.Restore(previous.side.Axis, previous.side.Angle);
            turn.HandOver(previous.lastAlongInput, previous.lastAlong);
        }

        /// <summary>The memory: restoring it makes the next update answer bit for bit as this one would.</summary>
        public AttitudeMemory SaveState()
        {
            return new AttitudeMemory { Turn = turn.SaveState(), Axis = side.Axis, Angle = side.Angle };
        }

        /// <summary>
        /// Puts back a memory SaveState gave (in any language). False, and nothing changed, when its
        /// axis is not unit (within 1e-9), its angle beyond pi + 0.5, or the 2D law refuses its part
        /// (a law that keeps no memory refuses any but an empty one).
        /// </summary>
        public bool RestoreState(AttitudeMemory memory)
        {
            if (memory == null || memory.Turn == null || !ErrorSide.Valid(memory.Axis, memory.Angle)) return false;
            if (turn.SaveState().Entries.Count == 0)
            {
                if (memory.Turn.Entries.Count > 0) return false;
            }
            else if (!turn.RestoreState(memory.Turn)) return false;
            side.Restore(memory.Axis, memory.Angle);
            stepped = false;
            return true;
        }

        // The damping across the axis, then the law along it with the motor that is left.
        private Vec3 Steer(Vec3 omega, Vec3 desiredRate, Vec3 desiredAcceleration, double dt, InertiaTensor inertia, AttitudeLimit limit)
        {
            Vec3 errorRate = Math3D.AddScaled(omega, Math3D.Rotate(errorRotation, desiredRate), -1);
            Vec3 n;
            double angle = side.Choose(out n, error, hysteresis);
            Quat principal = Inertia.PrincipalFrameInWorld(inertia, orientation);
            Vec3 across = Math3D.AddScaled(Math3D.Rotate(errorRotation, desiredAcceleration), errorRate, -crossAxisDamping);
            // Twice: the first leaves a rounding of a large damping along n, which the law's budget does not count.
            across = Math3D.AddScaled(across, n, -Math3D.Dot(across, n));
            across = Math3D.AddScaled(across, n, -Math3D.Dot(across, n));
            double budget;
            Vec3 bodyTorque = Vec3.Zero, load = Vec3.Zero;
            if (limit.PerAxis)
            {
                // The cross-axis torque, as much of it as the limits hold; then the body-frame torque a
                // unit acceleration along n needs, I_body n_body, and how much of it fits beside the first.
                bodyTorque = Inertia.Times(inertia.Moments, inertia.Frame, Math3D.RotateByInverse(orientation, across));
                double share = AttitudeLimit.FittingShare(Vec3.Zero, bodyTorque, limit.MaxTorque);
                bodyTorque = Math3D.Scaled(bodyTorque, share);
                across = Math3D.Scaled(across, share);
                if (gyroscopic)
                {
                    Vec3 spin = Math3D.RotateByInverse(orientation, omega);
                    Vec3 extra = Math3D.Cross(spin, Inertia.Times(inertia.Moments, inertia.Frame, spin));
                    bodyTorque = Math3D.AddScaled(bodyTorque, extra, AttitudeLimit.FittingShare(bodyTorque, extra, limit.MaxTorque));
                }
                load = Inertia.Times(inertia.Moments, inertia.Frame, Math3D.RotateByInverse(orientation, n));
                budget = AttitudeLimit.TorqueBudget(limit.MaxTorque, load, bodyTorque);
            }
            else
            {
                // What the damping across takes of |alpha| <= a, and the rest along n: sqrt(a^2 - |alpha_perp|^2).
                double a = limit.MaxAngularAcceleration;
                double acrossLength = Math3D.Length(across);
                if (acrossLength > a) across = Math3D.Scaled(across, a / acrossLength);
                double taken = Turning.JsMin(acrossLength, a);
                budget = taken == 0 ? a : Math.Sqrt((a - taken) * (a + taken));
            }
            var along = new TurnInput
            {
                HeadingError = angle,
                AngularVelocity = Math3D.Dot(omega, n),
                Dt = dt,
                MaxAngularAcceleration = budget,
                Inertia = Inertia.About(inertia.Moments, principal, n),
                DesiredHeadingRate = Math3D.Dot(desiredRate, n),
                DesiredHeadingAcceleration = Math3D.Dot(desiredAcceleration, n),
            };
            double alongAcceleration = Turning.ClampToMotor(turn.Update(along), budget);
            lastAcceleration = Math3D.AddScaled(across, n, alongAcceleration);
            Vec3 torque;
            if (limit.PerAxis)
            {
                torque = Math3D.Rotate(orientation, Math3D.AddScaled(bodyTorque, load, alongAcceleration));
            }
            else
            {
                torque = Inertia.Times(inertia.Moments, principal, lastAcceleration);
                if (gyroscopic) torque = Math3D.AddScaled(torque, Math3D.Cross(omega, Inertia.Times(inertia.Moments, principal, omega)), 1);
            }
            lastBudget = budget;
            lastAlongInput = along;
            lastAlong = alongAcceleration;
            stepped = true;
            lastAngle = Math.Abs(angle);
            lastAxis = Math3D.Scaled(n, angle < 0 ? -1.0 : 1.0);
            return torque;
        }
    }
}
