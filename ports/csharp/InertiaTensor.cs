// pid-steering for C#: a rigid body's inertia tensor as engines give it, principal moments and the
// rotation of their frame, and what a controller does with it in the world: tau = I_world alpha and
// n^T I_world n (src/sim/control3d/InertiaTensor.ts). Unity's Rigidbody gives it as inertiaTensor
// and inertiaTensorRotation.
using System;

namespace PidSteering
{
    /// <summary>
    /// A body's inertia about its centre of mass: the principal moments (kg m^2, each in
    /// [1e-12, 1e15]) and the unit quaternion taking the principal frame to the body frame (Unity:
    /// new InertiaTensor(rb.inertiaTensor..., rb.inertiaTensorRotation...)). In the body frame the
    /// tensor is F diag(moments) F^T; in the world R_w diag(moments) R_w^T with R_w = q (x) F.
    /// </summary>
    public struct InertiaTensor
    {
        public Vec3 Moments;
        public Quat Frame;

        public InertiaTensor(Vec3 moments, Quat frame)
        {
            Moments = moments;
            Frame = frame;
        }
    }

    /// <summary>Inertia tensors made, turned and applied.</summary>
    public static class Inertia
    {
        /// <summary>The principal moments the controllers take, kg m^2 (the reference's INERTIA_MOMENT_RANGE).</summary>
        public const double MinMoment = 1e-12, MaxMoment = 1e15;

        internal static string Check(InertiaTensor inertia)
        {
            return Check3D.Vector("Inertia.Moments", inertia.Moments, MinMoment, MaxMoment, "a number >= 1e-12 and <= 1E+15") ?? Check3D.UnitQuaternion("Inertia.Frame", inertia.Frame);
        }

        /// <summary>
        /// A solid box of `mass` (kg, in (0, 1e15]) and edge lengths `size` (m, each in (0, 1e6]):
        /// m/12 (y^2 + z^2, x^2 + z^2, x^2 + y^2), its principal frame the body's. Throws an
        /// ArgumentException naming a bad argument.
        /// </summary>
        public static InertiaTensor Box(double mass, Vec3 size)
        {
            const string owner = "PidSteering.Inertia.Box: ";
            if (!(Turning.IsFinite(mass) && mass > 0 && mass <= 1e15)) Check3D.Throw(owner, Check3D.Refuse("mass", "", "a number > 0 and <= 1E+15", mass));
            Check3D.Throw(owner, Check3D.VectorAbove("size", size, 0, 1e6, "a number > 0 and <= 1000000"));
            var moments = new Vec3((mass / 12) * (size.Y * size.Y + size.Z * size.Z), (mass / 12) * (size.X * size.X + size.Z * size.Z), (mass / 12) * (size.X * size.X + size.Y * size.Y));
            Check3D.Throw(owner, MadeMoments(moments));
            return new InertiaTensor(moments, Quat.Identity);
        }

        /// <summary>Null when each moment a helper made is one the controllers take ([1e-12, 1e15] kg m^2), else why not, naming it (`moments.X`).</summary>
        private static string MadeMoments(Vec3 moments)
        {
            const string range = "a number >= 1E-12 and <= 1E+15 (the moments the controllers take)";
            if (!(moments.X >= 1e-12 && moments.X <= 1e15)) return Check3D.Refuse("moments", ".X", range, moments.X);
            if (!(moments.Y >= 1e-12 && moments.Y <= 1e15)) return Check3D.Refuse("moments", ".Y", range, moments.Y);
            if (!(moments.Z >= 1e-12 && moments.Z <= 1e15)) return Check3D.Refuse("moments", ".Z", range, moments.Z);
            return null;
        }

        /// <summary>A solid sphere of `mass` (kg) and `radius` (m): 2/5 m r^2 about every axis. Throws naming a bad argument.</summary>
        public static InertiaTensor Sphere(double mass, double radius)
        {
            const string owner = "PidSteering.Inertia.Sphere: ";
            if (!(Turning.IsFinite(mass) && mass > 0 && mass <= 1e15)) Check3D.Throw(owner, Check3D.Refuse("mass", "", "a number > 0 and <= 1E+15", mass));
            if (!(Turning.IsFinite(radius) && radius > 0 && radius <= 1e6)) Check3D.Throw(owner, Check3D.Refuse("radius", "", "a number > 0 and <= 1000000", radius));
            double moment = 0.4 * mass * radius * radius;
            var moments = new Vec3(moment, moment, moment);
            Check3D.Throw(owner, MadeMoments(moments));
            return new InertiaTensor(moments, Quat.Identity);
        }

        /// <summary>The same body's inertia with its principal frame turned by `rotation` within the body: the frame becomes rotation (x) frame. Throws naming a bad argument.</summary>
        public static InertiaTensor Rotate(InertiaTensor inertia, Quat rotation)
        {
            const string owner = "PidSteering.Inertia.Rotate: ";
            Check3D.Throw(owner, Check(inertia));
            Check3D.Throw(owner, Check3D.UnitQuaternion("rotation", rotation));
            return new InertiaTensor(inertia.Moments, Math3D.Multiply(rotation, inertia.Frame));
        }

        /// <summary>The principal frame in the world for a body at `orientation`: q (x) F (the article composes F (x) q, the other way round).</summary>
        public static Quat PrincipalFrameInWorld(InertiaTensor inertia, Quat orientation)
        {
            return Math3D.Multiply(orientation, inertia.Frame);
        }

        /// <summary>I v for the principal `moments` whose frame is `principalFrame` (principal -> the frame v is in): R (I o (R^T v)).</summary>
        public static Vec3 Times(Vec3 moments, Quat principalFrame, Vec3 v)
        {
            Vec3 p = Math3D.RotateByInverse(principalFrame, v);
            return Math3D.Rotate(principalFrame, new Vec3(moments.X * p.X, moments.Y * p.Y, moments.Z * p.Z));
        }

        /// <summary>n^T I n, the moment of inertia about the unit axis n (kg m^2).</summary>
        public static double About(Vec3 moments, Quat principalFrame, Vec3 n)
        {
            Vec3 p = Math3D.RotateByInverse(principalFrame, n);
            return moments.X * p.X * p.X + moments.Y * p.Y * p.Y + moments.Z * p.Z * p.Z;
        }
    }
}
