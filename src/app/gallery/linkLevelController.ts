import { builtinControllers, type BuiltinController } from '../../sim/challenges/builtinControllers';

/** Who steers a level opened by its link (`?level=NAME`) and in its card: the first built-in, the entities' own default PID. */
export function linkLevelController(): BuiltinController {
  const [first] = builtinControllers();
  if (!first) throw new Error('there is no built-in controller');
  return first;
}
