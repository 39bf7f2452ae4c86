// Conformance driver for the C# port: reads the input sequences the TypeScript test writes, runs
// the controllers and writes every command and torque with 17 significant digits ("G17", enough
// to recover each double exactly), one step per line. Not part of the library. The input format
// is described in ports/cpp/conformance.cpp (numbers are the 16 hex digits of a double's bits).
using System;
using System.Globalization;
using System.IO;
using System.Text;
using PidSteering;

public static class Conformance
{
    private static string[] tokens;
    private static int next;

    private static double ReadDouble()
    {
        long bits = unchecked((long)Convert.ToUInt64(tokens[next++], 16));
        return BitConverter.Int64BitsToDouble(bits);
    }

    private static double? ReadOptional()
    {
        double value = ReadDouble();
        return double.IsNaN(value) ? (double?)null : value;
    }

    private static PidSettings ReadSettings()
    {
        var s = new PidSettings();
        s.Kp = ReadDouble();
        s.Ki = ReadDouble();
        s.Kd = ReadDouble();
        s.KPlant = ReadDouble();
        s.MaxHistory = (int)ReadDouble();
        s.Integral = ReadDouble() != 0 ? PidIntegral.Running : PidIntegral.Window;
        s.OutputLimit = ReadDouble();
        s.AntiWindup = ReadDouble() != 0;
        s.DerivativeOn = ReadDouble() != 0 ? PidDerivativeOn.Measurement : PidDerivativeOn.Error;
        s.DerivativeFilterTime = ReadDouble();
        s.ScaleWithTurnRate = ReadDouble() != 0;
        s.BrakingCurve = ReadDouble() != 0;
        s.NaturalFrequency = ReadOptional();
        s.DampingRatio = ReadOptional();
        return s;
    }

    private static TurnInput ReadInput()
    {
        var t = new TurnInput();
        t.HeadingError = ReadDouble();
        t.AngularVelocity = ReadDouble();
        t.Dt = ReadDouble();
        t.MaxAngularAcceleration = ReadDouble();
        t.Inertia = ReadDouble();
        t.DesiredHeadingRate = ReadDouble();
        t.DesiredHeadingAcceleration = ReadDouble();
        return t;
    }

    public static int Main(string[] args)
    {
        if (args.Length != 2)
        {
            Console.Error.WriteLine("usage: Conformance.exe <input> <output>");
            return 2;
        }
        CultureInfo invariant = CultureInfo.InvariantCulture;
        PidController pid = null;
        TimeOptimalController timeOptimal = null;
        var output = new StringBuilder();
        foreach (string line in File.ReadLines(args[0]))
        {
            tokens = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            if (tokens.Length == 0) continue;
            next = 1;
            switch (tokens[0])
            {
                case "pid":
                    pid = new PidController(ReadSettings());
                    timeOptimal = null;
                    break;
                case "pid0":
                    pid = new PidController();
                    timeOptimal = null;
                    break;
                case "cfg":
                    pid.Configure(ReadSettings());
                    break;
                case "to":
                    timeOptimal = new TimeOptimalController(new TimeOptimalSettings { Gain = ReadOptional() });
                    pid = null;
                    break;
                case "u":
                    {
                        TurnInput t = ReadInput();
                        double command = pid != null ? pid.Update(t) : timeOptimal.Update(t);
                        double torque = Turning.TurnTorque(command, t.MaxAngularAcceleration, t.Inertia);
                        output.Append(command.ToString("G17", invariant)).Append(' ').Append(torque.ToString("G17", invariant)).Append('\n');
                        break;
                    }
                case "h":
                    {
                        TurnInput t = ReadInput();
                        pid.HandOver(t, ReadDouble());
                        break;
                    }
                case "r":
                    if (pid != null) pid.Reset();
                    else timeOptimal.Reset();
                    break;
                default:
                    Console.Error.WriteLine("unknown line: " + line);
                    return 1;
            }
        }
        File.WriteAllText(args[1], output.ToString());
        return 0;
    }
}
