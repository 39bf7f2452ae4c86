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
    private static double Hex(string hex)
    {
        return BitConverter.Int64BitsToDouble(unchecked((long)Convert.ToUInt64(hex, 16)));
    }

    private static string HexOf(double value)
    {
        return BitConverter.DoubleToInt64Bits(value).ToString("x16");
    }

    // The key/hex pairs from `start` on.
    private static Dictionary<string, double> ReadSettings(string[] tokens, int start)
    {
        var settings = new Dictionary<string, double>();
        for (int i = start; i + 1 < tokens.Length; i += 2) settings[tokens[i]] = Hex(tokens[i + 1]);
        return settings;
    }

    private static double Get(Dictionary<string, double> w, string key, double fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value : fallback;
    }

    private static double? Optional(Dictionary<string, double> w, string key, double? fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value : fallback;
    }

    private static bool Flag(Dictionary<string, double> w, string key, bool fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value != 0 : fallback;
    }

    private static PidSettings Pid(Dictionary<string, double> w)
    {
        var d = new PidSettings();
        return new PidSettings
        {
            Kp = Get(w, "kp", d.Kp),
            Ki = Get(w, "ki", d.Ki),
            Kd = Get(w, "kd", d.Kd),
            KPlant = Get(w, "kPlant", d.KPlant),
            MaxHistory = (int)Get(w, "maxHistory", d.MaxHistory),
            Integral = w.ContainsKey("integral") ? (w["integral"] != 0 ? PidIntegral.Running : PidIntegral.Window) : d.Integral,
            OutputLimit = Get(w, "outputLimit", d.OutputLimit),
            AntiWindup = Flag(w, "antiWindup", d.AntiWindup),
            DerivativeOn = w.ContainsKey("derivativeOn") ? (w["derivativeOn"] != 0 ? PidDerivativeOn.Measurement : PidDerivativeOn.Error) : d.DerivativeOn,
            DerivativeFilterTime = Get(w, "derivativeFilterTime", d.DerivativeFilterTime),
            ScaleWithTurnRate = Flag(w, "scaleWithTurnRate", d.ScaleWithTurnRate),
            BrakingCurve = Flag(w, "brakingCurve", d.BrakingCurve),
            NaturalFrequency = Optional(w, "naturalFrequency", null),
            DampingRatio = Optional(w, "dampingRatio", null),
        };
    }

    private static PublishedPidSettings Published(Dictionary<string, double> w)
    {
        var d = new PublishedPidSettings();
        return new PublishedPidSettings
        {
            Kp = Get(w, "kp", d.Kp),
            Ki = Get(w, "ki", d.Ki),
            Kd = Get(w, "kd", d.Kd),
            KPlant = Get(w, "kPlant", d.KPlant),
            MaxHistory = (int)Get(w, "maxHistory", d.MaxHistory),
            AsPublishedDt = Get(w, "asPublishedDt", d.AsPublishedDt),
        };
    }

    private static ITurnController Create(string type, Dictionary<string, double> w)
    {
        switch (type)
        {
            case "pid": return new PidController(Pid(w));
            case "published-pid": return new PublishedPidController(Published(w));
            case "naive-snippet":
                var naive = new NaiveSnippetSettings();
                return new NaiveSnippetController(new NaiveSnippetSettings { Kp = Get(w, "kp", naive.Kp), Ki = Get(w, "ki", naive.Ki), Kd = Get(w, "kd", naive.Kd) });
            case "stolk":
                return new StolkController(new StolkSettings { Kp = Optional(w, "kp", null), Ki = Optional(w, "ki", null), Kd = Optional(w, "kd", null), P = Optional(w, "p", null), I = Optional(w, "i", null), D = Optional(w, "d", null) });
            case "pd":
                var pd = new ForwardPdSettings();
                return new ForwardPdController(new ForwardPdSettings
                {
                    Kp = Get(w, "kp", pd.Kp),
                    Kd = Get(w, "kd", pd.Kd),
                    NaturalFrequency = Optional(w, "naturalFrequency", null),
                    DampingRatio = Optional(w, "dampingRatio", null),
                    ScaleWithTurnRate = Flag(w, "scaleWithTurnRate", true),
                    BrakingCurve = Flag(w, "brakingCurve", true),
                });
            case "stable-pd":
                var stable = new StablePdSettings();
                return new StablePdController(new StablePdSettings
                {
                    NaturalFrequency = Get(w, "naturalFrequency", stable.NaturalFrequency),
                    DampingRatio = Get(w, "dampingRatio", stable.DampingRatio),
                    Kp = Optional(w, "kp", null),
                    Kd = Optional(w, "kd", null),
                    ScaleWithTurnRate = Flag(w, "scaleWithTurnRate", true),
                    BrakingCurve = Flag(w, "brakingCurve", true),
                });
            case "spd":
                return new SpdController(new SpdSettings
                {
                    Kp = Optional(w, "kp", null),
                    Kd = Optional(w, "kd", null),
                    NaturalFrequency = Optional(w, "naturalFrequency", null),
                    DampingRatio = Optional(w, "dampingRatio", null),
                    ScaleWithTurnRate = Flag(w, "scaleWithTurnRate", true),
                    BrakingCurve = Flag(w, "brakingCurve", true),
                });
            case "time-optimal":
                return new TimeOptimalController(new TimeOptimalSettings { Gain = Optional(w, "gain", null) });
            default:
                throw new ArgumentException("unknown controller type: " + type);
        }
    }

    private static TurnInput Input(string[] t)
    {
        return new TurnInput
        {
            HeadingError = Hex(t[1]),
            AngularVelocity = Hex(t[2]),
            Dt = Hex(t[3]),
            MaxAngularAcceleration = Hex(t[4]),
            Inertia = Hex(t[5]),
            DesiredHeadingRate = Hex(t[6]),
            DesiredHeadingAcceleration = Hex(t[7]),
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
                    controller = Create(t[1], ReadSettings(t, 2));
                    break;
                case "cfg":
                    var settings = ReadSettings(t, 1);
                    bool changed = controller is PidController ? ((PidController)controller).Configure(Pid(settings)) : ((PublishedPidController)controller).Configure(Published(settings));
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
                    controller.HandOver(Input(t), Hex(t[8]));
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
