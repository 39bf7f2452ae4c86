// Conformance driver for the C# port (not part of the library): reads the command lines the
// TypeScript test writes (tests/ports/conformanceProtocol.ts describes them), runs the controllers
// through the port and writes every output, numbers as the 16 hex digits of their bits. A third
// argument names a culture to run in (CurrentCulture and CurrentUICulture; de-DE writes decimal commas).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using System.Threading;
using PidSteering;

public static class Conformance
{
    private static string HexOf(double value)
    {
        return BitConverter.DoubleToInt64Bits(value).ToString("x16");
    }

    private static TurnInput Input(string[] t)
    {
        return new TurnInput
        {
            HeadingError = ConformanceLaws.Hex(t[1]),
            AngularVelocity = ConformanceLaws.Hex(t[2]),
            Dt = ConformanceLaws.Hex(t[3]),
            MaxAngularAcceleration = ConformanceLaws.Hex(t[4]),
            Inertia = ConformanceLaws.Hex(t[5]),
            DesiredHeadingRate = ConformanceLaws.Hex(t[6]),
            DesiredHeadingAcceleration = ConformanceLaws.Hex(t[7]),
        };
    }

    public static int Main(string[] args)
    {
        if (args.Length != 2 && args.Length != 3)
        {
            Console.Error.WriteLine("usage: Conformance.exe <input> <output> [culture]");
            return 2;
        }
        if (args.Length == 3)
        {
            var culture = new CultureInfo(args[2]);
            if (culture.NumberFormat.NumberDecimalSeparator != ",") return 4;
            Thread.CurrentThread.CurrentCulture = culture;
            Thread.CurrentThread.CurrentUICulture = culture;
        }
        var output = new StringBuilder();
        ITurnController controller = null;
        foreach (string line in File.ReadLines(args[0]))
        {
            if (line.Length == 0) continue;
            string[] t = line.Split(' ');
            switch (t[0])
            {
                case "new":
                    controller = ConformanceLaws.Create(t[1], ConformanceLaws.ReadSettings(t, 2));
                    break;
                case "cfg":
                    var settings = ConformanceLaws.ReadSettings(t, 1);
                    bool changed = controller is PidController ? ((PidController)controller).Configure(ConformanceLaws.Pid(settings)) : ((PublishedPidController)controller).Configure(ConformanceLaws.Published(settings));
                    if (!changed) throw new InvalidOperationException("configure refused: " + line);
                    break;
                case "u":
                    var input = Input(t);
                    double command = controller.Update(input);
                    output.Append(HexOf(command)).Append(' ').Append(HexOf(Turning.ClampToMotor(command, input.MaxAngularAcceleration) * input.Inertia)).Append('\n');
                    break;
                case "g":
                    var guarded = Input(t);
                    double torque = Turning.TurnTorque(controller, guarded.HeadingError, guarded.AngularVelocity, guarded.Dt, guarded.MaxAngularAcceleration, guarded.Inertia,
                        guarded.DesiredHeadingRate, guarded.DesiredHeadingAcceleration);
                    output.Append(HexOf(torque)).Append('\n');
                    break;
                case "h":
                    controller.HandOver(Input(t), ConformanceLaws.Hex(t[8]));
                    break;
                case "r":
                    controller.Reset();
                    break;
                case "s":
                    output.Append(controller.SaveState().ToJson()).Append('\n');
                    break;
                case "l":
                    ControllerMemory memory;
                    bool restored = ControllerMemory.TryParseJson(line.Substring(2), out memory) && controller.RestoreState(memory);
                    output.Append(restored ? "1\n" : "0\n");
                    break;
                default:
                    throw new InvalidOperationException("unknown line: " + line);
            }
        }
        File.WriteAllText(args[1], output.ToString());
        return 0;
    }
}
