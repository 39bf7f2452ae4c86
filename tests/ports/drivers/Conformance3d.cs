// 3D conformance driver for the C# port (not part of the library): reads the command lines the
// TypeScript test writes (tests/ports/conformance3dProtocol.ts describes them), runs the attitude
// controllers and the 3D helpers of the port and writes every answer, numbers as the 16 hex digits
// of their bits.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using PidSteering;

public static class Conformance3d
{
    private sealed class Reader
    {
        private readonly string[] tokens;
        private int at;

        internal Reader(string[] tokens, int start)
        {
            this.tokens = tokens;
            at = start;
        }

        internal double Next() { return ConformanceLaws.Hex(tokens[at++]); }
        internal Vec3 Vector() { return new Vec3(Next(), Next(), Next()); }
        internal Quat Quaternion() { return new Quat(Next(), Next(), Next(), Next()); }
        internal InertiaTensor Tensor() { return new InertiaTensor(Vector(), Quaternion()); }
        internal AttitudeOptions Options() { return new AttitudeOptions { Gyroscopic = Next() != 0, Hysteresis = Next(), CrossAxisDamping = Next() }; }
        internal AttitudeLimit Limit()
        {
            double kind = Next();
            Vec3 limit = Vector();
            return kind != 0 ? AttitudeLimit.Torques(limit) : AttitudeLimit.Acceleration(limit.X);
        }
        internal int Position { get { return at; } }
    }

    private static void Numbers(StringBuilder output, params double[] values)
    {
        output.Append('n');
        foreach (double value in values) output.Append(' ').Append(BitConverter.DoubleToInt64Bits(value).ToString("x16"));
        output.Append('\n');
    }

    // The field an ArgumentException names: what follows its owner's prefix, up to the colon.
    private static void Refused(StringBuilder output, ArgumentException refusal)
    {
        string text = refusal.Message;
        int owner = text.IndexOf(": ", StringComparison.Ordinal);
        if (text.StartsWith("PidSteering.", StringComparison.Ordinal) && owner >= 0) text = text.Substring(owner + 2);
        output.Append("x ").Append(text.Substring(0, text.IndexOf(':'))).Append('\n');
    }

    private static void Tensor(StringBuilder output, InertiaTensor t)
    {
        Numbers(output, t.Moments.X, t.Moments.Y, t.Moments.Z, t.Frame.X, t.Frame.Y, t.Frame.Z, t.Frame.W);
    }

    // The controller just made, taking over from the current one when an "h" line asked for it.
    private static AttitudeController Install(AttitudeController made, AttitudeController current, ref bool handOver)
    {
        if (handOver && current != null) made.HandOver(current);
        handOver = false;
        return made;
    }

    private static void Step(StringBuilder output, AttitudeController c, Func<Vec3> step)
    {
        try
        {
            Vec3 torque = step();
            Vec3 a = c.AngularAcceleration;
            Numbers(output, torque.X, torque.Y, torque.Z, c.Axis.X, c.Axis.Y, c.Axis.Z, c.Angle, a.X, a.Y, a.Z, c.Budget);
        }
        catch (ArgumentException refusal)
        {
            Refused(output, refusal);
        }
    }

    private static void Answer(StringBuilder output, Func<Quat> run)
    {
        try
        {
            Quat q = run();
            Numbers(output, q.X, q.Y, q.Z, q.W);
        }
        catch (ArgumentException refusal)
        {
            Refused(output, refusal);
        }
    }

    public static int Main(string[] args)
    {
        if (args.Length != 2)
        {
            Console.Error.WriteLine("usage: Conformance3d.exe <input> <output>");
            return 2;
        }
        var output = new StringBuilder();
        AttitudeController controller = null;
        bool handOver = false; // after an "h" line the next controller made takes over from the current one
        foreach (string line in File.ReadLines(args[0]))
        {
            if (line.Length == 0) continue;
            string[] t = line.Split(' ');
            switch (t[0])
            {
                case "n3":
                    {
                        var options = new Reader(t, 2).Options();
                        controller = Install(new AttitudeController(ConformanceLaws.Create(t[1], ConformanceLaws.ReadSettings(t, 5)), options), controller, ref handOver);
                        break;
                    }
                case "nc":
                    controller = Install(SeedControllers.CorrectedComputeTorque(new Reader(t, 1).Options()), controller, ref handOver);
                    break;
                case "ns":
                    {
                        var r = new Reader(t, 1);
                        double frequency = r.Next(), damping = r.Next();
                        controller = Install(SeedControllers.CorrectedStableTorquePd(frequency, damping, r.Options()), controller, ref handOver);
                        break;
                    }
                case "h":
                    handOver = true;
                    break;
                case "a":
                    {
                        var r = new Reader(t, 1);
                        var input = new AttitudeInput { Orientation = r.Quaternion(), DesiredOrientation = r.Quaternion(), AngularVelocity = r.Vector(), DesiredAngularVelocity = r.Vector(), DesiredAngularAcceleration = r.Vector(), Dt = r.Next(), Inertia = r.Tensor(), Limit = r.Limit() };
                        Step(output, controller, () => controller.Update(input));
                        break;
                    }
                case "e":
                    {
                        var r = new Reader(t, 1);
                        var input = new AttitudeErrorInput { Orientation = r.Quaternion(), Error = r.Vector(), AngularVelocity = r.Vector(), DesiredAngularVelocity = r.Vector(), DesiredAngularAcceleration = r.Vector(), Dt = r.Next(), Inertia = r.Tensor(), Limit = r.Limit() };
                        Step(output, controller, () => controller.UpdateFromError(input));
                        break;
                    }
                case "r":
                    controller.Reset();
                    break;
                case "s":
                    output.Append("m ").Append(controller.SaveState().ToJson()).Append('\n');
                    break;
                case "l":
                    {
                        AttitudeMemory memory;
                        bool restored = AttitudeMemory.TryParseJson(line.Substring(2), out memory) && controller.RestoreState(memory);
                        output.Append(restored ? "l 1\n" : "l 0\n");
                        break;
                    }
                case "fd":
                    {
                        var r = new Reader(t, 1);
                        Quat orientation = r.Quaternion();
                        Vec3 direction = r.Vector(), forward = r.Vector();
                        Answer(output, () => Aim.FaceDirection(orientation, direction, forward));
                        break;
                    }
                case "lr":
                    {
                        var r = new Reader(t, 1);
                        Vec3 direction = r.Vector(), up = r.Vector(), forward = r.Vector(), upAxis = r.Vector();
                        Answer(output, () => Aim.LookRotation(direction, up, forward, upAxis));
                        break;
                    }
                case "im":
                    {
                        var r = new Reader(t, 1);
                        var matrix = new double[9];
                        for (int i = 0; i < 9; i++) matrix[i] = r.Next();
                        InertiaTensor tensor;
                        string refusal;
                        if (InertiaFromMatrix.TryRead(matrix, out tensor, out refusal)) Tensor(output, tensor);
                        else output.Append("x ").Append(refusal.Substring(0, refusal.IndexOf(':'))).Append('\n');
                        break;
                    }
                case "bi":
                    {
                        var r = new Reader(t, 1);
                        double mass = r.Next();
                        Tensor(output, Inertia.Box(mass, r.Vector()));
                        break;
                    }
                case "si":
                    {
                        var r = new Reader(t, 1);
                        double mass = r.Next();
                        Tensor(output, Inertia.Sphere(mass, r.Next()));
                        break;
                    }
                case "ri":
                    {
                        var r = new Reader(t, 1);
                        InertiaTensor tensor = r.Tensor();
                        Tensor(output, Inertia.Rotate(tensor, r.Quaternion()));
                        break;
                    }
                case "ti":
                    {
                        var r = new Reader(t, 1);
                        InertiaTensor tensor = r.Tensor();
                        Vec3 v = Inertia.Times(tensor.Moments, tensor.Frame, r.Vector());
                        Numbers(output, v.X, v.Y, v.Z);
                        break;
                    }
                case "ia":
                    {
                        var r = new Reader(t, 1);
                        InertiaTensor tensor = r.Tensor();
                        Numbers(output, Inertia.About(tensor.Moments, tensor.Frame, r.Vector()));
                        break;
                    }
                case "tb":
                    {
                        var r = new Reader(t, 1);
                        Vec3 maxTorque = r.Vector(), load = r.Vector();
                        Numbers(output, AttitudeLimit.TorqueBudget(maxTorque, load, r.Vector()));
                        break;
                    }
                default:
                    throw new InvalidOperationException("unknown line: " + line);
            }
        }
        File.WriteAllText(args[1], output.ToString());
        return 0;
    }
}
