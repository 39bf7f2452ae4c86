/**
 * What tells Godot 3's GDScript from Godot 4's (GDScript 2.0), as patterns over a script's code
 * (its comments and the insides of its strings blanked out, so that a comment naming var2bytes is
 * not a call of it). Godot 4 is not installed here: the Godot add-on is kept free of what Godot 4
 * removed or renamed (the Godot 3 → 4 migration's changes a turn controller could meet), and the
 * scripts Godot 3 runs free of what only Godot 4 has. Each rule has a line it must catch, so the
 * lists are tested too (tests/ports/godotAddon.test.ts).
 */

/** One difference: the pattern over code, what it is, and a line of code it must catch. */
export interface VersionRule {
  readonly pattern: RegExp;
  readonly says: string;
  readonly example: string;
}

/** Godot 3 only: gone or renamed in Godot 4, so a script using them does not load there. */
export const GODOT3_ONLY: readonly VersionRule[] = [
  { pattern: /^\s*onready\b/m, says: 'the onready keyword (Godot 4: @onready)', example: 'onready var body = $Body' },
  { pattern: /^\s*export\b/m, says: 'the export keyword (Godot 4: @export)', example: 'export var gain := 1.0' },
  { pattern: /^\s*tool\b/m, says: 'the tool keyword (Godot 4: @tool)', example: 'tool' },
  {
    pattern: /^\s*(remote|master|puppet|remotesync|mastersync|puppetsync)\s+(func|var)\b/m,
    says: 'an RPC keyword (Godot 4: @rpc)',
    example: 'remote func hit():',
  },
  { pattern: /\bsetget\b/, says: 'setget (Godot 4: set and get blocks)', example: 'var speed := 0.0 setget set_speed' },
  { pattern: /\byield\s*\(/, says: 'yield (Godot 4: await)', example: 'yield(get_tree(), "idle_frame")' },
  { pattern: /\bclass_name\s+\w+\s*,/, says: 'an icon after class_name (Godot 4: @icon)', example: 'class_name Ship, "res://ship.svg"' },
  {
    pattern: /\b(var2bytes|bytes2var|var2str|str2var)\b/,
    says: 'var2bytes and its kin (Godot 4: var_to_bytes, bytes_to_var, var_to_str, str_to_var)',
    example: 'var saved = var2bytes(memory)',
  },
  { pattern: /\bPool\w*Array\b/, says: 'a Pool*Array (Godot 4: Packed*Array)', example: 'var names := PoolStringArray()' },
  { pattern: /\bfuncref\s*\(/, says: 'funcref (Godot 4: Callable)', example: 'var f = funcref(self, "step")' },
  { pattern: /\.instance\s*\(/, says: 'PackedScene.instance() (Godot 4: instantiate())', example: 'var ship = scene.instance()' },
  { pattern: /\.empty\s*\(/, says: '.empty() (Godot 4: is_empty())', example: 'if list.empty():' },
  {
    pattern: /\b(deg2rad|rad2deg|stepify|range_lerp|linear2db|db2linear|rand_range)\s*\(/,
    says: 'a renamed global function (Godot 4: deg_to_rad, rad_to_deg, snapped, remap, linear_to_db, db_to_linear, randf_range)',
    example: 'var a := deg2rad(90)',
  },
  {
    pattern: /\bJSON\.print\b|\b(to_json|parse_json)\s*\(|\bJSON\.parse\s*\(/,
    says: "Godot 3's JSON calls (Godot 4: JSON.stringify, JSON.parse_string)",
    example: 'var text := JSON.print(memory)',
  },
  {
    pattern: /\b(File|Directory)\.new\s*\(/,
    says: 'File.new() or Directory.new() (Godot 4: FileAccess.open, DirAccess.open)',
    example: 'var file := File.new()',
  },
  {
    pattern: /\bOS\.(get_ticks_msec|get_ticks_usec|get_unix_time|get_system_time_msecs|get_datetime)\b/,
    says: "OS's clocks (Godot 4: Time)",
    example: 'var now := OS.get_ticks_msec()',
  },
  { pattern: /\.plus_file\s*\(/, says: 'String.plus_file (Godot 4: path_join)', example: 'var path := folder.plus_file("a.gd")' },
  { pattern: /\bTYPE_REAL\b/, says: 'TYPE_REAL (Godot 4: TYPE_FLOAT)', example: 'if typeof(x) == TYPE_REAL:' },
  {
    pattern: /\bextends\s+(Reference|KinematicBody2D|KinematicBody|Spatial|Particles2D|Navigation2D)\b/,
    says: 'a renamed base class (Godot 4: RefCounted, CharacterBody2D, Node3D…)',
    example: 'extends Reference',
  },
  {
    pattern: /\.connect\s*\([^,()]+,\s*self\s*,/,
    says: "Godot 3's connect(signal, object, method) (Godot 4: connect(signal, callable))",
    example: 'timer.connect("timeout", self, "_on_timeout")',
  },
  {
    pattern: /\.change_scene\s*\(/,
    says: 'change_scene (Godot 4: change_scene_to_file)',
    example: 'get_tree().change_scene("res://b.tscn")',
  },
  {
    pattern: /\.(add_torque|add_central_force|add_force)\s*\(/,
    says: "RigidBody2D's add_torque and add_*force (Godot 4: add_constant_*)",
    example: 'body.add_torque(torque)',
  },
];

/** Godot 4 only: Godot 3 cannot parse or does not have them. */
export const GODOT4_ONLY: readonly VersionRule[] = [
  { pattern: /(^|[^\w$])@[A-Za-z_]\w*/m, says: 'an annotation (@tool, @export, @onready…)', example: '@export var gain := 1.0' },
  { pattern: /\bawait\b/, says: 'await', example: 'await get_tree().process_frame' },
  { pattern: /\bsuper\s*[(.]/, says: 'super', example: 'super._ready()' },
  {
    pattern: /\b(var_to_bytes|bytes_to_var|var_to_str|str_to_var)\b/,
    says: 'var_to_bytes and its kin (Godot 3: var2bytes…)',
    example: 'var saved := var_to_bytes(memory)',
  },
  { pattern: /\bPacked\w*Array\b/, says: 'a Packed*Array (Godot 3: Pool*Array)', example: 'var bytes := PackedByteArray()' },
  {
    pattern: /\b(FileAccess|DirAccess|RefCounted|Callable|StringName|Time)\b/,
    says: 'a Godot 4 class (FileAccess, DirAccess, RefCounted, Callable, StringName, Time)',
    example: 'var file := FileAccess.open(path, FileAccess.READ)',
  },
  {
    pattern: /\b(deg_to_rad|rad_to_deg|snapped|remap|linear_to_db|db_to_linear|randf_range|randi_range)\s*\(/,
    says: 'a global function renamed in Godot 4',
    example: 'var a := deg_to_rad(90)',
  },
  { pattern: /\bJSON\.(stringify|parse_string)\b/, says: "Godot 4's JSON calls", example: 'var text := JSON.stringify(memory)' },
  { pattern: /\bTYPE_FLOAT\b/, says: 'TYPE_FLOAT (Godot 3: TYPE_REAL)', example: 'if typeof(x) == TYPE_FLOAT:' },
  {
    pattern: /\.(path_join|is_empty|instantiate)\s*\(/,
    says: 'a method renamed in Godot 4 (path_join, is_empty, instantiate)',
    example: 'if list.is_empty():',
  },
  { pattern: /\bfunc\s*\(/, says: 'a lambda', example: 'list.map(func(x): return x * 2)' },
  { pattern: /\b(Array|Dictionary)\s*\[/, says: 'a typed Array or Dictionary', example: 'var errors: Array[float] = []' },
  { pattern: /\*\*/, says: 'the ** operator', example: 'var area := r ** 2' },
  { pattern: /[&^]""/, says: 'a StringName (&"…") or NodePath (^"…") literal', example: 'emit_signal(&"hit")' },
  { pattern: /\bstatic\s+var\b/, says: 'a static variable', example: 'static var count := 0' },
  { pattern: /^\s*var\s+[^#\n]*:\s*$/m, says: 'a property with set and get blocks', example: 'var speed := 0.0:' },
];

/**
 * A script's code with its comments and the insides of its strings blanked out (each string kept
 * as "" or '' with its prefix, so &"…" stays visible; line breaks are kept, so lines still count).
 */
export function codeOf(script: string): string {
  let out = '';
  let i = 0;
  while (i < script.length) {
    const char = script[i] as string;
    if (char === '#') {
      while (i < script.length && script[i] !== '\n') i++;
      continue;
    }
    if (char === '"' || char === "'") {
      const quote = script.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
      i += quote.length;
      let lineBreaks = '';
      while (i < script.length && !script.startsWith(quote, i)) {
        if (script[i] === '\\') i++;
        else if (script[i] === '\n') lineBreaks += '\n';
        i++;
      }
      i += quote.length;
      out += char + char + lineBreaks;
      continue;
    }
    out += char;
    i++;
  }
  return out;
}

/** The rules `script` breaks, each with the first line it breaks it on ("line 3: yield (Godot 4: await)"). */
export function broken(script: string, rules: readonly VersionRule[]): string[] {
  const code = codeOf(script);
  return rules.flatMap((rule) => {
    const match = rule.pattern.exec(code);
    if (!match) return [];
    const line = code.slice(0, match.index + (match[0].startsWith('\n') ? 1 : 0)).split('\n').length;
    return [`line ${line}: ${rule.says}`];
  });
}
