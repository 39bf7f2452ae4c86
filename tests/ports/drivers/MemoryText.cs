// Memory-text driver for the C# port (not part of the library): reads one hex-encoded text per
// line (a byte per character), gives each to ControllerMemory.TryParseJson, and writes "0"
// (refused) or "1 " and the memory written back by ToJson. A throw ends the program: a failure.
using System.IO;
using System.Text;
using PidSteering;

public static class MemoryText
{
    public static int Main(string[] args)
    {
        ControllerMemory none;
        if (ControllerMemory.TryParseJson(null, out none) || none != null) return 3;
        var output = new StringBuilder();
        foreach (string line in File.ReadAllLines(args[0]))
        {
            var text = new StringBuilder(line.Length / 2);
            for (int i = 0; i + 1 < line.Length; i += 2) text.Append((char)System.Convert.ToByte(line.Substring(i, 2), 16));
            ControllerMemory memory;
            if (ControllerMemory.TryParseJson(text.ToString(), out memory)) output.Append("1 ").Append(memory.ToJson()).Append('\n');
            else output.Append("0\n");
        }
        File.WriteAllText(args[1], output.ToString());
        return 0;
    }
}
