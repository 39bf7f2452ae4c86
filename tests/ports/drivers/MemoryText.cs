// Memory-text driver for the C# port (not part of the library): reads one hex-encoded text per
// line (a byte per character), gives each to ControllerMemory.TryParseJson, and writes "1 " and the
// memory written back by ToJson, or "0 " and the refusal. A throw ends the program: a failure. A
// third argument names a culture to run in (CurrentCulture and CurrentUICulture, de-DE: decimal
// commas). Built with PID_STEERING_COUNT_READER_STEPS, each line starts with the reader's steps;
// built with ATTITUDE_MEMORY, it reads an attitude controller's memory (AttitudeMemory) instead.
using System.Globalization;
using System.IO;
using System.Text;
using System.Threading;
using PidSteering;
#if ATTITUDE_MEMORY
using Memory = PidSteering.AttitudeMemory;
#else
using Memory = PidSteering.ControllerMemory;
#endif

public static class MemoryText
{
    public static int Main(string[] args)
    {
        if (args.Length == 3)
        {
            var culture = new CultureInfo(args[2]);
            if (culture.NumberFormat.NumberDecimalSeparator != ",") return 4;
            Thread.CurrentThread.CurrentCulture = culture;
            Thread.CurrentThread.CurrentUICulture = culture;
        }
        Memory none;
        string why;
        if (Memory.TryParseJson(null, out none, out why) || none != null || why == null) return 3;
        var output = new StringBuilder();
        foreach (string line in File.ReadAllLines(args[0]))
        {
            var text = new StringBuilder(line.Length / 2);
            for (int i = 0; i + 1 < line.Length; i += 2) text.Append((char)System.Convert.ToByte(line.Substring(i, 2), 16));
            Memory memory;
            string refusal;
            bool read = Memory.TryParseJson(text.ToString(), out memory, out refusal);
#if PID_STEERING_COUNT_READER_STEPS
            output.Append(MemoryJsonReader.Steps).Append(' ');
#endif
            if (read) output.Append("1 ").Append(memory.ToJson()).Append('\n');
            else output.Append("0 ").Append(refusal).Append('\n');
        }
        File.WriteAllText(args[1], output.ToString());
        return 0;
    }
}
