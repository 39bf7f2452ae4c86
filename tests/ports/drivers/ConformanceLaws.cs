// The 2D laws of the C# conformance drivers (not part of the library): a double read from its 16
// hex digits, a law's settings read as key/hex pairs (tests/ports/conformanceProtocol.ts) and the law
// of a type built from them. Shared by Conformance.cs and Conformance3d.cs.
using System;
using System.Collections.Generic;
using PidSteering;

public static class ConformanceLaws
{
    public static double Hex(string hex)
    {
        return BitConverter.Int64BitsToDouble(unchecked((long)Convert.ToUInt64(hex, 16)));
    }

    // The key/hex pairs from `start` on.
    public static Dictionary<string, double> ReadSettings(string[] tokens, int start)
    {
        var settings = new Dictionary<string, double>();
        for (int i = start; i + 1 < tokens.Length; i += 2) settings[tokens[i]] = Hex(tokens[i + 1]);
        return settings;
    }

    public static double Get(Dictionary<string, double> w, string key, double fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value : fallback;
    }

    public static double? Optional(Dictionary<string, double> w, string key, double? fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value : fallback;
    }

    public static bool Flag(Dictionary<string, double> w, string key, bool fallback)
    {
        double value;
        return w.TryGetValue(key, out value) ? value != 0 : fallback;
    }

    public static PidSettings Pid(Dictionary<string, double> w)
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

    public static PublishedPidSettings Published(Dictionary<string, double> w)
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

    public static ITurnController Create(string type, Dictionary<string, double> w)
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
}
