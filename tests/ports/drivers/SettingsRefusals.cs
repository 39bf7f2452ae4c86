// Settings-refusal driver for the C# port (not part of the library): builds each controller with
// settings out of the reference's ranges, and writes per case its name, what Check says and what
// the constructor threw ("none": it built), tab-separated. Also: Configure refuses and keeps.
using System;
using PidSteering;

public static class SettingsRefusals
{
    private static void Report(string name, string problem, Action build)
    {
        string thrown = "none";
        try { build(); }
        catch (ArgumentException error) { thrown = error.Message; }
        Console.WriteLine(name + "\t" + (problem ?? "null") + "\t" + thrown);
    }

    private static void Pid(string name, PidSettings s) { Report(name, PidController.Check(s), () => new PidController(s)); }
    private static void Published(string name, PublishedPidSettings s) { Report(name, PublishedPidController.Check(s), () => new PublishedPidController(s)); }
    private static void Stolk(string name, StolkSettings s) { Report(name, StolkController.Check(s), () => new StolkController(s)); }
    private static void StablePd(string name, StablePdSettings s) { Report(name, StablePdController.Check(s), () => new StablePdController(s)); }
    private static void TimeOptimal(string name, TimeOptimalSettings s) { Report(name, TimeOptimalController.Check(s), () => new TimeOptimalController(s)); }

    public static int Main()
    {
        Pid("pid defaults", new PidSettings());
        Pid("pid kp -1", new PidSettings { Kp = -1 });
        Pid("pid kd NaN", new PidSettings { Kd = double.NaN });
        Pid("pid k_plant -2", new PidSettings { KPlant = -2 });
        Pid("pid max_history 2", new PidSettings { MaxHistory = 2 });
        Pid("pid max_history 1001", new PidSettings { MaxHistory = 1001 });
        Pid("pid max_history 2147483647", new PidSettings { MaxHistory = int.MaxValue });
        Pid("pid output_limit Infinity", new PidSettings { OutputLimit = double.PositiveInfinity });
        Pid("pid natural_frequency 0", new PidSettings { NaturalFrequency = 0 });
        Published("published-pid defaults", new PublishedPidSettings());
        Published("published-pid ki -0.05", new PublishedPidSettings { Ki = -0.05 });
        Published("published-pid max_history 1500", new PublishedPidSettings { MaxHistory = 1500 });
        Published("published-pid as_published_dt 0", new PublishedPidSettings { AsPublishedDt = 0 });
        var naive = new NaiveSnippetSettings { Kd = -1 };
        Report("naive-snippet kd -1", NaiveSnippetController.Check(naive), () => new NaiveSnippetController(naive));
        Stolk("stolk defaults", new StolkSettings());
        Stolk("stolk kp 10 ki 2 kd 1", new StolkSettings { Kp = 10, Ki = 2, Kd = 1 });
        Stolk("stolk p -10 i -2 d -1", new StolkSettings { P = -10, I = -2, D = -1 });
        Stolk("stolk p 0", new StolkSettings { P = 0 });
        Stolk("stolk kp -1", new StolkSettings { Kp = -1 });
        Stolk("stolk p 10", new StolkSettings { P = 10 });
        Stolk("stolk d NaN", new StolkSettings { D = double.NaN });
        Stolk("stolk p 10 kp 5", new StolkSettings { P = 10, Kp = 5 });
        Stolk("stolk kp 10 p -10", new StolkSettings { Kp = 10, P = -10 });
        Stolk("stolk ki 2 i -2", new StolkSettings { Ki = 2, I = -2 });
        Stolk("stolk kd -1 d -1", new StolkSettings { Kd = -1, D = -1 });
        var pd = new ForwardPdSettings { Kp = -1 };
        Report("pd kp -1", ForwardPdController.Check(pd), () => new ForwardPdController(pd));
        StablePd("stable-pd natural_frequency 0", new StablePdSettings { NaturalFrequency = 0 });
        StablePd("stable-pd kd -3", new StablePdSettings { Kd = -3 });
        var spd = new SpdSettings { DampingRatio = -1 };
        Report("spd damping_ratio -1", SpdController.Check(spd), () => new SpdController(spd));
        TimeOptimal("time-optimal defaults", new TimeOptimalSettings());
        TimeOptimal("time-optimal gain -3", new TimeOptimalSettings { Gain = -3 });
        TimeOptimal("time-optimal gain 0", new TimeOptimalSettings { Gain = 0 });
        var pid = new PidController();
        bool changed = pid.Configure(new PidSettings { Kp = -5 });
        Console.WriteLine("pid configure kp -5\t" + (changed ? "changed" : "refused") + "\t" + pid.Settings.Kp);
        return 0;
    }
}
