import { NaiveSnippetController, defaultNaiveSnippetSettings, type NaiveSnippetSettings } from '../NaiveSnippetController';
import { defineControllerSpec } from './ControllerSpec';
import { NAIVE_SNIPPET_RULES } from '../settingRules';
import { summaryNumber } from './summary';

/** A blog post's PID with its classic bugs (docs/controllers-pid.md, "The naive snippet"): it races the others to show them. */
export const naiveSnippetSpec = /* @__PURE__ */ defineControllerSpec<NaiveSnippetSettings>({
  type: 'naive-snippet',
  label: 'Naive snippet (blog-post PID)',
  shortName: 'naive snippet',
  colorIndex: 7,
  defaults: defaultNaiveSnippetSettings,
  create: (settings) => new NaiveSnippetController(settings),
  library: () => ({ className: 'NaiveSnippetController', defaults: defaultNaiveSnippetSettings() }),
  guide: 'controllers-pid.md',
  settings: NAIVE_SNIPPET_RULES,
  fields: [
    { key: 'kp', label: 'kp (proportional gain)', kind: 'number', help: 'Angular acceleration (rad/s²) per rad of heading error.' },
    {
      key: 'ki',
      label: 'ki (integral gain, per frame)',
      kind: 'number',
      help: 'Times the sum of the errors, one per frame, without dt: its effect grows with the frame rate.',
    },
    {
      key: 'kd',
      label: 'kd (derivative gain, per frame)',
      kind: 'number',
      help: 'Times the change of the error since the last frame, without dt and on the error: it kicks when the target jumps.',
    },
  ],
  tunable: [
    { key: 'kp', min: 1, max: 2000 },
    { key: 'ki', min: 0.0001, max: 10 },
    { key: 'kd', min: 1, max: 20000 },
  ],
  knownFailure:
    'its gains are per frame and unscaled by the motor, its integral winds up and its derivative kicks (its three bugs): at weak ' +
    'motors it overshoots a large turn and winds round; measured from rest, 2 to 4 of 20 random turns at limits from 0.5 to 40 ' +
    'rad/s² did not settle within 3 bang-bang times plus 3 s',
  describe: (settings) =>
    `naive snippet · kp ${summaryNumber(settings.kp)} ki ${summaryNumber(settings.ki)} kd ${summaryNumber(settings.kd)} per frame`,
});
